import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { bannerSeverity, isFinalStatus, type SoapBanner } from '../logic/soap-progress';

/** Spec 2.7/4: the status of the note being written; cleared 5 s after complete or error. */
export function SoapProgressBanner({ banner }: { banner: SoapBanner | null }) {
  if (!banner) return null;
  const done = isFinalStatus(banner.status);
  return (
    <Alert
      severity={bannerSeverity(banner.status)}
      role="status"
      data-testid="soap-progress-banner"
      sx={{ mx: 1.5, mt: 1 }}
      action={
        banner.status === 'complete' && banner.noteId ? (
          <Button component={RouterLink} to={`/notes/${banner.noteId}`} color="inherit" size="small">
            Open note
          </Button>
        ) : undefined
      }
    >
      {banner.message}
      {!done && <LinearProgress sx={{ mt: 1 }} aria-label="Note progress" />}
    </Alert>
  );
}
