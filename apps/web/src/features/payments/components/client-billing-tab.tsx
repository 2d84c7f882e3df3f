import { useState } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import Add from '@mui/icons-material/Add';
import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Charge, Payment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { can } from '@tend/contracts/permissions';
import { isApiError, messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageLoading } from '@/components/page-loading';
import { formatCalendarDate } from '@/lib/time/dates';
import { useAllocatePayment } from '../api/allocate-payment';
import { useClientLedger } from '../api/get-client-ledger';
import { useRefundPayment } from '../api/refund-payment';
import { useVoidCharge } from '../api/void-charge';
import { useWriteOffCharge } from '../api/write-off-charge';
import { AddChargeDialog } from './add-charge-dialog';
import { AdjustmentDialog } from './adjustment-dialog';
import { chargeLine } from './billing-labels';
import { ClientRatesCard } from './client-rates-card';
import { LedgerAdjustments } from './ledger-adjustments';
import { LedgerChargesTable } from './ledger-charges-table';
import { LedgerPaymentsTable } from './ledger-payments-table';
import { LedgerTotals } from './ledger-totals';
import { RecordPaymentDialog } from './record-payment-dialog';

type Open = { kind: 'payment' } | { kind: 'charge' } | { kind: 'write-off' | 'void'; charge: Charge } | { kind: 'refund'; payment: Payment } | null;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** The client page's Billing tab: the ledger (charges, payments, adjustments), balance and credit, and what may be done about them. */
export function ClientBillingTab({ clientId }: { clientId: string }) {
  const user = useCurrentUser();
  const mayWrite = can(user, 'billing:write');
  const ledger = useClientLedger(clientId);
  const writeOff = useWriteOffCharge();
  const refund = useRefundPayment();
  const voiding = useVoidCharge();
  const apply = useAllocatePayment();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    writeOff.reset();
    refund.reset();
    voiding.reset();
  };

  if (ledger.isPending) return <PageLoading />;
  if (ledger.isError) {
    if (isApiError(ledger.error) && ledger.error.status === 403) return <NoAccess what="this client's billing" />;
    return <Alert severity="error">Billing could not be loaded: {messageOf(ledger.error)}</Alert>;
  }
  const { charges, payments, adjustments, totals } = ledger.data;
  // Oldest first, as a payment is applied.
  const unpaid = charges.filter((c) => !c.voided && c.balance_cents > 0).sort((a, b) => a.service_date.localeCompare(b.service_date));
  const actions = mayWrite && (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" startIcon={<Payments />} onClick={() => setOpen({ kind: 'payment' })}>
        Record payment
      </Button>
      <Button size="small" startIcon={<Add />} onClick={() => setOpen({ kind: 'charge' })}>
        Add charge
      </Button>
      <Button size="small" component={RouterLinkBase} to="/superbills">
        Superbills
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {totals.balance_cents > 0
            ? `${formatCents(totals.balance_cents)} due on ${unpaid.length} ${unpaid.length === 1 ? 'charge' : 'charges'}.`
            : 'Nothing is due.'}
        </Typography>
        {actions}
      </Stack>
      <LedgerTotals totals={totals} />
      {apply.error && <Alert severity="error">{messageOf(apply.error)}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Heading>Charges</Heading>
          {charges.length === 0 ? (
            <EmptyState title="No charges yet">
              A charge is made when a visit is marked completed on the calendar{mayWrite ? ', or add one by hand with Add charge' : ''}.
            </EmptyState>
          ) : (
            <LedgerChargesTable
              charges={charges}
              onWriteOff={mayWrite ? (charge) => setOpen({ kind: 'write-off', charge }) : undefined}
              onVoid={mayWrite ? (charge) => setOpen({ kind: 'void', charge }) : undefined}
            />
          )}
          <Heading>Payments</Heading>
          {payments.length === 0 ? (
            <EmptyState title="No payments recorded">
              {mayWrite ? (
                <Button size="small" startIcon={<Payments />} onClick={() => setOpen({ kind: 'payment' })}>
                  Record payment
                </Button>
              ) : (
                'Payments from this client are listed here.'
              )}
            </EmptyState>
          ) : (
            <LedgerPaymentsTable
              payments={payments}
              charges={charges}
              onRefund={mayWrite ? (payment) => setOpen({ kind: 'refund', payment }) : undefined}
              onApply={mayWrite && unpaid.length > 0 ? (payment) => apply.mutate({ id: payment.id }) : undefined}
            />
          )}
          {adjustments.length > 0 && (
            <>
              <Heading>Write-offs and refunds</Heading>
              <LedgerAdjustments adjustments={adjustments} />
            </>
          )}
        </Stack>
        <ClientRatesCard clientId={clientId} mayWrite={can(user, 'billing:write')} />
      </Box>
      {open?.kind === 'payment' && <RecordPaymentDialog clientId={clientId} unpaid={unpaid} onClose={close} />}
      {open?.kind === 'charge' && <AddChargeDialog clientId={clientId} onClose={close} />}
      {open?.kind === 'write-off' && (
        <AdjustmentDialog
          title={`Write off ${formatCalendarDate(open.charge.service_date)} ${chargeLine(open.charge)}`}
          explanation="The amount stops being owed; the charge keeps its full amount on the ledger."
          maxCents={open.charge.balance_cents}
          submitLabel="Write off"
          pending={writeOff.isPending}
          error={writeOff.error}
          onSubmit={(body) => writeOff.mutate({ id: open.charge.id, body }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {open?.kind === 'void' && (
        <AdjustmentDialog
          title={`Void ${formatCalendarDate(open.charge.service_date)} ${chargeLine(open.charge)}`}
          explanation="For a charge made in error: it stays on the ledger, struck through, and no longer counts toward the balance."
          submitLabel="Void charge"
          pending={voiding.isPending}
          error={voiding.error}
          onSubmit={({ reason }) => voiding.mutate({ id: open.charge.id, reason }, { onSuccess: close })}
          onClose={close}
        />
      )}
      {open?.kind === 'refund' && (
        <AdjustmentDialog
          title={`Refund from the payment of ${formatCalendarDate(open.payment.received_on)}`}
          explanation="Money given back from what this payment has not paid toward a charge. Record the refund you made; nothing is sent."
          maxCents={open.payment.unapplied_cents}
          submitLabel="Record refund"
          pending={refund.isPending}
          error={refund.error}
          onSubmit={(body) => refund.mutate({ id: open.payment.id, body }, { onSuccess: close })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
