import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { RouterLink } from '@/components/router-link';

/**
 * /client/billing: statements and balance arrive with billing (issue 14). Until then an honest empty
 * state: no amounts are shown, because none are known here.
 */
export default function BillingPage() {
  return (
    <PageFrame title="Billing" description="Statements and your balance with the practice.">
      <EmptyState title="No statements yet" icon={<ReceiptLong color="disabled" sx={{ fontSize: 40 }} />}>
        Your practice has not set up online billing. Questions about your balance or a payment go to your practice: send them a{' '}
        <RouterLink to="/client/messages">secure message</RouterLink>.
      </EmptyState>
    </PageFrame>
  );
}
