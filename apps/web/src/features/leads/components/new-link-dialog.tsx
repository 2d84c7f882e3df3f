import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a new form link: the old link, and every embedded copy on the website, stop working at once. */
export function NewLinkDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="new-link-title">
      <DialogTitle id="new-link-title">Make a new link?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The current link and any embedded copy on your website stop taking inquiries at once. Paste the new embed code into your website afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="warning" variant="contained" onClick={onConfirm}>
          Make a new link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
