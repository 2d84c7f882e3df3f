import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { PageLoading } from '@/components/page-loading';
import { usePracticeBillingProfile } from '../api/get-practice-billing-profile';
import { useProviderBillingProfile } from '../api/get-provider-billing-profile';
import { FeeScheduleTable } from './fee-schedule-table';
import { PracticeBillingProfileForm } from './practice-billing-profile-form';
import { ProviderBillingProfileForm } from './provider-billing-profile-form';

/** Fees & billing settings (billing:settings): the fee schedule, the practice's billing identity, and one's own as a provider. */
export function BillingSettings() {
  const user = useCurrentUser();
  // Only clinicians bill under their own NPI; an admin without a caseload has no provider profile.
  const provider = user?.role !== 'admin' || !!user.is_provider;
  const practice = usePracticeBillingProfile();
  const own = useProviderBillingProfile({ enabled: provider });
  const editable = practice.data?.editable ?? false;
  return (
    <Stack spacing={2}>
      {practice.data && !editable && (
        <Alert severity="info">
          Your practice’s administrator sets the fee schedule and the practice’s billing identity; your own provider details are below.
        </Alert>
      )}
      <FeeScheduleTable editable={editable} />
      {practice.isPending ? (
        <PageLoading />
      ) : practice.isError ? (
        <Alert severity="error">The practice billing profile could not be loaded: {messageOf(practice.error)}</Alert>
      ) : (
        editable && <PracticeBillingProfileForm profile={practice.data} />
      )}
      {provider &&
        (own.isPending ? (
          <PageLoading />
        ) : own.isError ? (
          <Alert severity="error">Your provider profile could not be loaded: {messageOf(own.error)}</Alert>
        ) : (
          <ProviderBillingProfileForm profile={own.data} />
        ))}
    </Stack>
  );
}
