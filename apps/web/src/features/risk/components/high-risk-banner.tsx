import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** After a high result: what to do now, in order. */
export function HighRiskBanner({ planHref }: { planHref?: string }) {
  return (
    <Alert severity="error" variant="outlined" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>High risk — act today</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.5 } }}>
        <Typography component="li" variant="body2">
          Do not leave the client without a plan. Make or review the safety plan together
          {planHref && (
            <>
              {' '}
              (<Link href={planHref}>safety plan</Link>)
            </>
          )}
          .
        </Typography>
        <Typography component="li" variant="body2">
          If there is imminent danger, call 911 or arrange an emergency evaluation.
        </Typography>
        <Typography component="li" variant="body2">
          Give the client the 988 Suicide &amp; Crisis Lifeline: call or text <Link href="tel:988">988</Link>.
        </Typography>
        <Typography component="li" variant="body2">
          Your supervisor has been notified, and a follow-up task is on your list.
        </Typography>
      </Box>
    </Alert>
  );
}
