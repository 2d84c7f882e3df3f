import { useState } from 'react';
import { Link as RouterLinkBase, useSearchParams } from 'react-router';
import Add from '@mui/icons-material/Add';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { can } from '@tend/contracts/permissions';
import { isApiError, messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useClinicians } from '@/features/clients';
import { useBillingOverview } from '../api/get-billing-overview';
import { AgingSummary } from '../components/aging-summary';
import { BillingSettings } from '../components/billing-settings';
import { RecentPaymentsTable } from '../components/recent-payments-table';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { RevenueChart } from '../components/revenue-chart';
import { UnpaidChargesTable } from '../components/unpaid-charges-table';

const tabs = [
  { value: 'unpaid', label: 'Unpaid charges' },
  { value: 'payments', label: 'Payments' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'settings', label: 'Fees & billing settings' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** /payments: what the caseload owes and how old it is, payments received, revenue, and (with billing:settings) fees and billing identity. */
export default function PaymentsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [recording, setRecording] = useState(false);
  const privileged = can(user, 'users:read');
  const mayWrite = can(user, 'billing:write');
  const shown = tabs.filter((t) => t.value !== 'settings' || can(user, 'billing:settings'));
  const tab: TabValue = shown.find((t) => t.value === params.get('tab'))?.value ?? 'unpaid';
  const providerId = (privileged && params.get('provider_id')) || undefined;
  const overview = useBillingOverview(providerId);
  const clinicians = useClinicians({ enabled: privileged });

  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (!can(user, 'billing:read') || (overview.isError && isApiError(overview.error) && overview.error.status === 403))
    return (
      <PageFrame title="Payments">
        <NoAccess what="billing" />
      </PageFrame>
    );

  const recordButton = mayWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)}>
      Record payment
    </Button>
  );

  return (
    <PageFrame
      title="Payments"
      description="What clients owe, what they paid, and how old the balances are."
      actions={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<ReceiptLong />} component={RouterLinkBase} to="/superbills">
            Superbills
          </Button>
          {recordButton}
        </Stack>
      }
    >
      {privileged && (
        <TextField
          select
          size="small"
          label="Clinician"
          value={providerId ?? ''}
          onChange={(event) => setParam('provider_id', event.target.value || undefined)}
          sx={{ minWidth: 200, mb: 2 }}
        >
          <MenuItem value="">All clinicians</MenuItem>
          {(clinicians.data ?? []).map((c) => (
            <MenuItem key={c.uuid} value={c.uuid}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {overview.isPending ? (
        tab === 'settings' ? null : (
          <PageLoading />
        )
      ) : overview.isError ? (
        tab === 'settings' ? null : (
          <Alert severity="error">Billing could not be loaded: {messageOf(overview.error)}</Alert>
        )
      ) : (
        <>
          <Box sx={{ height: 2 }}>{overview.isFetching && <LinearProgress sx={{ height: 2 }} aria-label="Refreshing billing" />}</Box>
          <AgingSummary overview={overview.data} />
        </>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => setParam('tab', value === 'unpaid' ? undefined : value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Billing"
        >
          {shown.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={`payments-tab-${t.value}`} aria-controls={`payments-panel-${t.value}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`payments-panel-${tab}`} aria-labelledby={`payments-tab-${tab}`}>
        {tab === 'settings' && <BillingSettings />}
        {tab !== 'settings' && overview.data && (
          <>
            {tab === 'unpaid' &&
              (overview.data.unpaid_charges.length === 0 ? (
                <EmptyState title="Nothing unpaid">
                  Charges are made when a visit is marked completed (or late-cancelled or missed, when the practice charges for that).
                  <div>
                    <Button component={RouterLinkBase} to="/calendar" sx={{ mt: 1 }}>
                      Open the calendar
                    </Button>
                  </div>
                </EmptyState>
              ) : (
                <UnpaidChargesTable charges={overview.data.unpaid_charges} showProvider={privileged} />
              ))}
            {tab === 'payments' &&
              (overview.data.recent_payments.length === 0 ? (
                <EmptyState title="No payments recorded">
                  Record what a client paid — cash, check, a card processed elsewhere or an insurer’s payment.
                  {recordButton && <Box sx={{ mt: 1 }}>{recordButton}</Box>}
                </EmptyState>
              ) : (
                <RecentPaymentsTable payments={overview.data.recent_payments} />
              ))}
            {tab === 'revenue' && <RevenueChart revenue={overview.data.revenue} />}
          </>
        )}
      </Box>
      {recording && <RecordPaymentDialog onClose={() => setRecording(false)} />}
    </PageFrame>
  );
}
