import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { RouterLink } from '@/components/router-link';
import { accountsWithActivity, usePortalBilling } from '../api/billing-get';
import { BillingAccount } from '../components/billing-account';

/**
 * /client/billing: the balance, charges, payments, monthly statements and sent superbills of each
 * record the client may see (a guardian sees each minor's on its own). Nothing is paid here.
 */
export default function BillingPage() {
  const user = useCurrentUser();
  const billing = usePortalBilling();
  const accounts = accountsWithActivity(billing.data?.accounts ?? []);
  return (
    <PageFrame title="Billing" description="Statements and your balance with the practice.">
      {billing.isPending ? (
        <PageLoading />
      ) : billing.isError ? (
        <Alert severity="error">Your billing could not be loaded: {messageOf(billing.error)}</Alert>
      ) : accounts.length === 0 ? (
        <EmptyState title="No charges yet" icon={<ReceiptLong color="disabled" sx={{ fontSize: 40 }} />}>
          When your practice records a visit&apos;s fee or a payment, it appears here with your statements. Questions go to your practice: send them a{' '}
          <RouterLink to="/client/messages">secure message</RouterLink>.
        </EmptyState>
      ) : (
        <Stack spacing={3}>
          {accounts.map((a) => (
            // A heading names whose record it is when it is not only the caller's own.
            <BillingAccount key={a.client_id} account={a} heading={accounts.length > 1 || a.client_name !== user?.name ? a.client_name : null} />
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Payments are made with your practice directly; nothing is charged here. Questions about a charge? Send a{' '}
        <RouterLink to="/client/messages">secure message</RouterLink>.
      </Typography>
    </PageFrame>
  );
}
