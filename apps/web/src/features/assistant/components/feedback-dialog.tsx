import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { feedbackRequestSchema, type FeedbackRequest } from '@tend/contracts/assistant.contract';
import { fieldProps } from '@/lib/forms/field-props';

type FeedbackFields = z.input<typeof feedbackRequestSchema>;

interface FeedbackDialogProps {
  open: boolean;
  sending: boolean;
  /** The assistant message the feedback is about. */
  messageId: string;
  onClose: () => void;
  /** Called with the feedback as the contract reads it: a trimmed, non-empty text. */
  onSubmit: (feedback: FeedbackRequest) => void;
}

/** Spec 5: message feedback needs text. */
export function FeedbackDialog({ open, sending, messageId, onClose, onSubmit }: FeedbackDialogProps) {
  const form = useForm<FeedbackFields, unknown, FeedbackRequest>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: { feedback_type: 'Message', message: '', message_id: messageId },
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-dialog-title">
      <DialogTitle id="feedback-dialog-title">Feedback on this reply</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          margin="dense"
          label="Your feedback"
          // The blank hint keeps the dialog from jumping when the message appears.
          {...fieldProps(form, 'message', { hint: ' ' })}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={(event) => void form.handleSubmit(onSubmit)(event)} disabled={sending}>
          Send feedback
        </Button>
      </DialogActions>
    </Dialog>
  );
}
