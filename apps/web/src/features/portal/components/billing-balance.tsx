import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatCents } from '@tend/contracts/billing-codes';
import type { PortalBillingAccount } from '@tend/contracts/billing-documents.contract';
import { accountsWithActivity, usePortalBilling } from '../api/billing-get';

const owedLine = (a: PortalBillingAccount) =>
  [a.balance_cents > 0 ? `${formatCents(a.balance_cents)} due` : 'Nothing due', a.credit_cents > 0 ? `${formatCents(a.credit_cents)} credit` : null]
    .filter(Boolean)
    .join(' · ');

/** The portal home's balance: what each record the caller sees owes the practice (a guardian's minors one per line). */
export function BillingBalance() {
  const billing = usePortalBilling();
  if (billing.isPending) return <Skeleton aria-label="Loading your balance" />;
  if (billing.isError) return <Alert severity="error">{billing.error.message}</Alert>;
  const accounts = accountsWithActivity(billing.data.accounts);
  if (accounts.length === 0) return <Typography color="text.secondary">No charges yet.</Typography>;
  if (accounts.length === 1) return <Typography>{owedLine(accounts[0]!)}</Typography>;
  return (
    <>
      {accounts.map((a) => (
        <Typography key={a.client_id} variant="body2">
          {a.client_name}: {owedLine(a)}
        </Typography>
      ))}
    </>
  );
}
