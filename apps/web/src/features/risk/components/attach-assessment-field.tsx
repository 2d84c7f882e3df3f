import { useEffect } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { riskLevelLabels } from '@tend/contracts/risk.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useClientRiskAssessments } from '../api/list-client-risk-assessments';

interface AttachAssessmentFieldProps {
  clientId: string;
  /** The note being signed: an assessment started from it is offered first, and chosen. */
  noteId: string;
  value: string;
  onChange: (assessmentId: string) => void;
  disabled?: boolean;
}

/**
 * At signing a risk-positive note: attach one of the client's completed assessments to the
 * recorded response. Offered only when there is one; never required.
 */
export function AttachAssessmentField({ clientId, noteId, value, onChange, disabled }: AttachAssessmentFieldProps) {
  const history = useClientRiskAssessments(clientId);
  const timeZone = useTimeZone();
  const completed = (history.data?.assessments ?? []).filter((a) => a.status === 'completed');
  const fromNote = completed.find((a) => a.note_id === noteId);
  const options = fromNote ? [fromNote, ...completed.filter((a) => a !== fromNote)] : completed;
  // The assessment made from this very note is what the clinician means: choose it for them.
  useEffect(() => {
    if (fromNote && !value) onChange(fromNote.id);
    // Once only, when it is found; the clinician may then clear it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromNote?.id]);
  if (options.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Attach a risk assessment"
      value={options.some((a) => a.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      helperText="Optional: a completed assessment recorded with your response."
      sx={{ mt: 2 }}
    >
      <MenuItem value="">None</MenuItem>
      {options.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {`${formatDate(a.completed_at ?? a.created_at, timeZone)} · ${a.level ? riskLevelLabels[a.level] : '—'}${a.note_id === noteId ? ' · from this note' : ''}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
