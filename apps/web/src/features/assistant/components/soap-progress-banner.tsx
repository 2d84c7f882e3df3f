import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { bannerSeverity, isFinalStatus, type SoapBanner } from '../logic/soap-progress';

/**
 * Spec 2.7/4: the status of the note being written; cleared 5 s after complete or error.
 * One slim line in the panel's flow (issue 18): it never sits over the note preview.
 */
export function SoapProgressBanner({ banner }: { banner: SoapBanner | null }) {
  if (!banner) return null;
  const done = isFinalStatus(banner.status);
  return (
    <Alert
      severity={bannerSeverity(banner.status)}
      role="status"
      data-testid="soap-progress-banner"
      sx={{ mx: 1, mt: 0.5, py: 0, alignItems: 'center', '& .MuiAlert-icon, & .MuiAlert-message': { py: 0.5 }, '& .MuiAlert-action': { py: 0 } }}
      action={
        banner.status === 'complete' && banner.noteId ? (
          <Button component={RouterLink} to={`/notes/${banner.noteId}`} color="inherit" size="small">
            Open note
          </Button>
        ) : undefined
      }
    >
      {banner.message}
      {!done && <LinearProgress sx={{ mt: 0.5 }} aria-label="Note progress" />}
    </Alert>
  );
}
