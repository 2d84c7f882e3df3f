import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { feedbackTexts } from '../api/send-feedback';

interface FeedbackDialogProps {
  open: boolean;
  sending: boolean;
  onClose: () => void;
  /** Called with the trimmed, non-empty text. */
  onSubmit: (text: string) => void;
}

/** Spec 5: message feedback needs text. */
export function FeedbackDialog({ open, sending, onClose, onSubmit }: FeedbackDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState(false);

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(true);
      return;
    }
    onSubmit(trimmed);
  };

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
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error && event.target.value.trim()) setError(false);
          }}
          error={error}
          helperText={error ? feedbackTexts.needsText : ' '}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={sending}>
          Send feedback
        </Button>
      </DialogActions>
    </Dialog>
  );
}
