import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { documentTypeLabels, labelInSentence, type NoteDetail } from '@tend/contracts/notes.contract';
import { toast } from '@/lib/toast';
import { approveErrorMessage } from '@/lib/notes/note-review';
import { useRiskResponse } from '@/components/risk-response-fields';
import { AttachAssessmentField } from '@/features/risk';
import { useApproveNote } from '../api/approve-note';
import { BillingTimeCheck } from './billing-time-check';

/** Approve and Sign for one note; a risk-positive note needs the clinician's recorded response. */
export function ApproveNoteDialog({ note, onClose }: { note: NoteDetail; onClose: () => void }) {
  const approve = useApproveNote();
  const risk = useRiskResponse(note.risk_positive);
  const [assessmentId, setAssessmentId] = useState('');
  const busy = approve.isPending;
  const error = approve.error && approveErrorMessage(approve.error);
  const label = documentTypeLabels[note.document_type];

  const submit = () => {
    const riskResponse = risk.take();
    if (riskResponse === false) return;
    const withAssessment = riskResponse && assessmentId ? { ...riskResponse, assessment_id: assessmentId } : riskResponse;
    approve.mutate({ noteId: note.id, riskResponse: withAssessment }, { onSuccess: onClose, onError: (e) => toast(approveErrorMessage(e), 'error') });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="approve-note-title" fullWidth maxWidth="sm">
      <DialogTitle id="approve-note-title">Approve and Sign</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Sign this {labelInSentence(label)} for {note.client_name || note.patient_display}. Once signed it is locked; later changes are addenda.
        </DialogContentText>
        {note.encounter_id && <BillingTimeCheck appointmentId={note.encounter_id} />}
        {risk.fields}
        {note.risk_positive && (
          <AttachAssessmentField clientId={note.client_id} noteId={note.id} value={assessmentId} onChange={setAssessmentId} disabled={busy} />
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
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Signing…' : 'Approve and Sign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
