import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@tend/contracts/billing-codes';
import { can } from '@tend/contracts/permissions';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { RouterLink } from '@/components/router-link';
import { useBillingOverview } from '../api/get-billing-overview';

/** The dashboard's billing block: what clients owe, and the way to /payments and /superbills (the desktop sidebar has no billing item). */
export function BillingCard() {
  const user = useCurrentUser();
  const mayRead = can(user, 'billing:read');
  const overview = useBillingOverview(undefined, { enabled: mayRead });
  if (!mayRead) return null;
  const unpaid = overview.data?.unpaid_charges.length ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-label="Billing" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          Billing
        </Typography>
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <RouterLink to="/payments" variant="caption">
            Payments
          </RouterLink>
          <RouterLink to="/superbills" variant="caption">
            Superbills
          </RouterLink>
        </Stack>
      </Stack>
      {overview.isPending ? (
        <LinearProgress aria-label="Loading billing" />
      ) : overview.isError ? (
        <Typography variant="body2" color="error">
          {messageOf(overview.error)}
        </Typography>
      ) : (
        <Typography variant="body2" color={overview.data.outstanding_cents > 0 ? 'text.primary' : 'text.secondary'}>
          {overview.data.outstanding_cents > 0
            ? `${formatCents(overview.data.outstanding_cents)} outstanding on ${unpaid} ${unpaid === 1 ? 'charge' : 'charges'}`
            : 'Nothing outstanding.'}
          {overview.data.credit_cents > 0 && ` · ${formatCents(overview.data.credit_cents)} client credit`}
        </Typography>
      )}
    </Paper>
  );
}
