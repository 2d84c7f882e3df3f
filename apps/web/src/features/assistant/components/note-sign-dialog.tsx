import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentTypeLabels, labelInSentence, type DocumentType } from '@tend/contracts/notes.contract';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { approveErrorMessage } from '@/lib/notes/note-review';
import { AppointmentPicker } from '@/components/appointment-picker';
import { useRiskResponse } from '@/components/risk-response-fields';
import { noteQueryOptions, useApproveNote, useSaveNote } from '@/features/notes';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

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
  const timeZone = useTimeZone();
  const user = useCurrentUser();
  const detail = useQuery(noteQueryOptions(noteId));
  const approve = useApproveNote();
  const save = useSaveNote();
  // What stops the request before it is sent; the server's refusals are the mutations' errors.
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenAppointment, setChosenAppointment] = useState('');
  const note = detail.data;
  const risk = useRiskResponse(!!note?.risk_positive);
  // Approve and Save stores the note for its appointment; a draft without one gets it chosen here.
  const chooseAppointment = mode === 'save' && !!note && !note.encounter_id;
  const encounterId = note?.encounter_id ?? (chosenAppointment || null);
  const label = documentTypeLabels[note?.document_type ?? documentType];
  const busy = approve.isPending || save.isPending;
  const failure = mode === 'sign' ? approve.error && approveErrorMessage(approve.error) : save.error && `Failed to save note... ${messageOf(save.error)}`;
  const error = problem ?? failure;

  const submit = () => {
    if (!note) return;
    const riskResponse = risk.take();
    if (riskResponse === false) return;
    setProblem(null);
    if (mode === 'sign') {
      approve.mutate({ noteId, riskResponse }, { onSuccess: onDone });
      return;
    }
    if (!user?.uuid) {
      setProblem('User ID missing. Please log in again.');
      return;
    }
    if (!encounterId) {
      setProblem('Choose the appointment this note documents.');
      return;
    }
    save.mutate(
      {
        user_id: user.uuid,
        encounter_id: encounterId,
        note_content: content,
        document_type: note.document_type,
        note_id: noteId,
        approved: true,
        riskResponse,
        clientId: note.client_id,
      },
      // A duplicate was not saved: the warning (with its Review button) is shown and the dialog goes.
      { onSuccess: (result) => (result.status === 'saved' ? onDone() : onClose()) },
    );
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
                ? `Sign this ${labelInSentence(label)} for ${note.client_name || note.patient_display}. Once signed it is locked; later changes are addenda.`
                : `Save this ${labelInSentence(label)} for ${note.client_name || note.patient_display}${note.encounter ? ` (appointment of ${formatDateTime(note.encounter.scheduled_start, timeZone)})` : ''} and sign it. Once signed it is locked.`}
            </DialogContentText>
            {chooseAppointment && (
              <Stack spacing={1} sx={{ mt: 2 }}>
                <AppointmentPicker
                  clientId={note.client_id}
                  documentType={note.document_type}
                  value={chosenAppointment}
                  onChange={setChosenAppointment}
                  disabled={busy}
                />
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
        <Button variant="contained" onClick={submit} disabled={busy || !note || note.status === 'approved' || (chooseAppointment && !chosenAppointment)}>
          {busy ? 'Working…' : title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
