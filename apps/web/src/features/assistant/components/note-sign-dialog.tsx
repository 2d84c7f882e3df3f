import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useDuplicateNoteWarning } from '../../../lib/notes/use-duplicate-note-warning';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import { messageOf } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session/me-query';
import { toast } from '../../../lib/toast';
import { approveNote, checkDuplicateNote, saveNote } from '../../../lib/notes/note-calls';
import { getNoteDetail } from '../api/note-actions';
import { approveErrorMessage, duplicateNoteId, savedMessage } from '../../../lib/notes/note-review';
import { AppointmentPicker } from '../../../components/appointment-picker';
import { appointmentsQueryKey } from '../../../lib/appointments/appointments';
import { useRiskResponse } from '../../../components/risk-response-fields';

export type SignMode = 'sign' | 'save';

interface NoteSignDialogProps {
  mode: SignMode;
  noteId: string;
  /** The draft text as shown in the chat (Approve and Save stores it). */
  content: string;
  documentType: DocumentType;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Spec 2.7: Approve and Sign (signs the saved draft) and Approve and Save (saves the text for its
 * appointment — chosen here when the draft has none — and signs it, after the duplicate check).
 * Both need the draft the engine saved.
 */
export function NoteSignDialog({ mode, noteId, content, documentType, onClose, onDone }: NoteSignDialogProps) {
  const user = useCurrentUser();
  const showDuplicateWarning = useDuplicateNoteWarning();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['notes', 'detail', noteId], queryFn: ({ signal }) => getNoteDetail(noteId, signal) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosenAppointment, setChosenAppointment] = useState('');
  const note = detail.data;
  const risk = useRiskResponse(!!note?.risk_positive);
  // Approve and Save stores the note for its appointment; a draft without one gets it chosen here.
  const chooseAppointment = mode === 'save' && !!note && !note.encounter_id;
  const encounterId = note?.encounter_id ?? (chosenAppointment || null);
  const label = documentTypeLabels[note?.document_type ?? documentType];

  const warnDuplicate = (existing: string | null) => showDuplicateWarning(label, existing);

  const submit = async () => {
    if (!note) return;
    const riskResponse = risk.take();
    if (riskResponse === false) return;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'sign') {
        await approveNote(noteId, riskResponse);
        toast('Note approved and signed successfully!', 'success');
      } else {
        if (!user?.uuid) {
          setError('User ID missing. Please log in again.');
          return;
        }
        if (!encounterId) {
          setError('Choose the appointment this note documents.');
          return;
        }
        const check = await checkDuplicateNote({ user_id: user.uuid, encounter_id: encounterId, document_type: note.document_type });
        // The draft itself counts as this appointment's note: it keeps its id and skips the check (spec 5).
        if (check.duplicate_exists && check.note_id !== noteId) {
          warnDuplicate(check.note_id);
          onClose();
          return;
        }
        await saveNote({ user_id: user.uuid, encounter_id: encounterId, note_content: content, document_type: note.document_type, note_id: noteId, approved: true, riskResponse });
        toast(savedMessage(label), 'success');
      }
      void queryClient.invalidateQueries({ queryKey: ['notes'] });
      if (chooseAppointment) void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(note.client_id) });
      onDone();
    } catch (e) {
      const existing = duplicateNoteId(e);
      if (existing || (e as { code?: string }).code === 'duplicate_note') {
        warnDuplicate(existing);
        onClose();
        return;
      }
      if (mode === 'sign') setError(approveErrorMessage(e));
      else setError(`Failed to save note... ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'sign' ? 'Approve and Sign' : 'Approve and Save';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="note-sign-title" fullWidth maxWidth="sm">
      <DialogTitle id="note-sign-title">{title}</DialogTitle>
      <DialogContent>
        {detail.isPending && <CircularProgress size={24} aria-label="Loading the note" />}
        {detail.isError && <Alert severity="error">{messageOf(detail.error)}</Alert>}
        {note && note.status === 'approved' && <Alert severity="info">This note is already approved and signed.</Alert>}
        {note && note.status !== 'approved' && (
          <>
            <DialogContentText>
              {mode === 'sign'
                ? `Sign this ${label.toLowerCase()} for ${note.client_name || note.patient_display}. Once signed it is locked; later changes are addenda.`
                : `Save this ${label.toLowerCase()} for ${note.client_name || note.patient_display}${note.encounter ? ` (appointment of ${new Date(note.encounter.scheduled_start).toLocaleString()})` : ''} and sign it. Once signed it is locked.`}
            </DialogContentText>
            {chooseAppointment && (
              <Stack spacing={1} sx={{ mt: 2 }}>
                <AppointmentPicker clientId={note.client_id} documentType={note.document_type} value={chosenAppointment} onChange={setChosenAppointment} disabled={busy} />
                <Typography variant="body2" color="text.secondary">
                  No appointment fits?{' '}
                  <RouterLink to={`/notes/${noteId}`} onClick={onClose}>
                    Open the note
                  </RouterLink>{' '}
                  to sign it without one.
                </Typography>
              </Stack>
            )}
            {risk.fields}
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !note || note.status === 'approved' || (chooseAppointment && !chosenAppointment)}>
          {busy ? 'Working…' : title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
