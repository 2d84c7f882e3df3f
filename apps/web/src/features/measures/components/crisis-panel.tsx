import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrisisResource } from '@tend/contracts/measures.contract';

/** Shown at once after an answer about self-harm: where to get help now. Never a diagnosis. */
export function CrisisPanel({ resources }: { resources: CrisisResource[] }) {
  return (
    <Alert severity="warning" role="alert" aria-live="assertive" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>You do not have to wait for your next visit</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        One of your answers tells us you have had thoughts of being better off dead or of hurting yourself. Your answers were sent to your clinician. If you
        need someone to talk to now, free and confidential help is open any time:
      </Typography>
      <Stack spacing={1.5}>
        {resources.map((r) => (
          <div key={r.label}>
            <Typography variant="subtitle2" component="p">
              {r.label}
            </Typography>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {r.detail}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {r.links.map((l) => (
                <Button key={l.href} href={l.href} variant="contained" color="warning" size="small">
                  {l.label}
                </Button>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
