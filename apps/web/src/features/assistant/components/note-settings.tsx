import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { clinicalSubtypes } from '@tend/contracts/assistant.contract';
import { subtypeLabels, type ClinicalSubtype, type NoteTypes } from '@/lib/note-settings/note-prefs';
import { useNoteSettings } from '@/lib/note-settings/use-note-settings';
import { PatientPicker } from './patient-picker';

/** Spec 5, word for word. */
export const noPatientText = 'Chat will proceed without saving a note. Select a patient to write a note.';

/** Note mode, the note types it writes (spec 3, 4) and the client the notes are for. */
export function NoteSettings() {
  const [settings, save] = useNoteSettings();
  const { noteMode, noteTypes, patientId } = settings;
  const setType = (next: Partial<NoteTypes>) => save({ noteTypes: { ...noteTypes, ...next } });

  return (
    <Box sx={{ px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <FormControlLabel control={<Switch checked={noteMode} onChange={(event) => save({ noteMode: event.target.checked })} />} label="Note Mode" />
        <PatientPicker value={patientId} onChange={(id) => save({ patientId: id })} />
      </Stack>
      {noteMode && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }} role="group" aria-label="Note types">
          <FormControlLabel
            control={<Checkbox size="small" checked={noteTypes.clinical_note} onChange={(e) => setType({ clinical_note: e.target.checked })} />}
            label="Clinical note"
          />
          <TextField
            select
            size="small"
            label="Clinical note type"
            value={noteTypes.clinical_subtype}
            disabled={!noteTypes.clinical_note}
            onChange={(event) => setType({ clinical_subtype: event.target.value as ClinicalSubtype })}
            sx={{ minWidth: 210 }}
          >
            {clinicalSubtypes.map((s) => (
              <MenuItem key={s} value={s}>
                {subtypeLabels[s]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox size="small" checked={noteTypes.client_summary} onChange={(e) => setType({ client_summary: e.target.checked })} />}
            label="Client summary"
          />
          <FormControlLabel
            control={<Checkbox size="small" checked={noteTypes.provider_reflection} onChange={(e) => setType({ provider_reflection: e.target.checked })} />}
            label="Provider reflection"
          />
        </Stack>
      )}
      {noteMode && !patientId && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="no-patient-notice">
          {noPatientText}
        </Alert>
      )}
    </Box>
  );
}
