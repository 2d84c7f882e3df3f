import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { actingRole, can } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useWorkSchedule } from '../api/work-schedule-get';
import { AppointmentTypesCard } from '../components/appointment-types-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ReminderSettingsCard } from '../components/reminder-settings-card';
import { WorkScheduleClinicianSelect } from '../components/work-schedule-clinician-select';
import { WorkScheduleTimeOff } from '../components/work-schedule-time-off';
import { WorkScheduleWeekForm } from '../components/work-schedule-week-form';
import { useClinicians } from '@/features/clients';

const title = 'Work Schedule';
const description = 'The hours you see clients each week, the gap you keep between sessions, and your time away.';

export default function WorkSchedulePage() {
  const user = useCurrentUser();
  if (!user || !can(user, 'clients:read')) {
    return (
      <PageFrame title={title}>
        <NoAccess what="work schedules" />
      </PageFrame>
    );
  }
  return <WorkScheduleScreen user={user} />;
}

/** Whose week the page shows: a clinician's own; an admin's choice (kept in ?provider=), themselves first when they see clients. */
function useChosenProvider(user: User) {
  const admin = actingRole(user) === 'admin';
  const [params, setParams] = useSearchParams();
  const clinicians = useClinicians({ enabled: admin });
  const chosen = params.get('provider') ?? (user.is_provider ? user.uuid : clinicians.data?.[0]?.uuid);
  const choose = (providerId: string) =>
    setParams(
      (current) => {
        current.set('provider', providerId);
        return current;
      },
      { replace: true },
    );
  return { admin, clinicians, providerId: admin ? chosen : undefined, choose };
}

function WorkScheduleScreen({ user }: { user: User }) {
  const { admin, clinicians, providerId, choose } = useChosenProvider(user);
  // An admin's page waits for a clinician to be chosen; a clinician's opens their own.
  const waiting = admin && !providerId;
  const schedule = useWorkSchedule(providerId, { enabled: !waiting });

  let content;
  if (waiting && clinicians.isPending) content = <PageLoading />;
  else if (waiting) content = <EmptyState title="No clinicians yet">Once the practice has clinicians, their working hours are set here.</EmptyState>;
  else if (schedule.isPending) content = <PageLoading />;
  else if (schedule.isError) content = <Alert severity="error">{messageOf(schedule.error)}</Alert>;
  else {
    content = (
      <Stack spacing={2}>
        {/* Keyed by clinician: choosing another starts the form from their week. */}
        <WorkScheduleWeekForm key={schedule.data.provider_id} schedule={schedule.data} providerId={providerId} />
        <WorkScheduleTimeOff schedule={schedule.data} providerId={providerId} />
        {/* The feed is the signed-in clinician's own, so it shows beside their own schedule only. */}
        {schedule.data.provider_id === user.uuid && <CalendarFeedCard />}
        <ReminderSettingsCard />
        <AppointmentTypesCard />
      </Stack>
    );
  }

  return (
    <PageFrame title={title} description={description}>
      {admin && (clinicians.data || user.is_provider) && (
        <WorkScheduleClinicianSelect
          value={providerId ?? ''}
          onChange={choose}
          clinicians={clinicians.data ?? []}
          self={user.is_provider ? { uuid: user.uuid, name: user.name } : undefined}
          error={clinicians.isError ? `Clinicians could not be loaded: ${messageOf(clinicians.error)}` : undefined}
        />
      )}
      {content}
    </PageFrame>
  );
}
