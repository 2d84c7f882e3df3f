import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { can } from '@tend/contracts/permissions';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { ServerRefusal } from '@/components/server-refusal';
import { useCurrentUser } from '@/lib/session/me-query';
import { useDashboard } from '../api/dashboard';
import { KpiGrid } from '../components/dashboard/kpi-grid';
import { ManagePanel } from '../components/dashboard/manage-panel';
import { PeriodPicker, usePeriodChoice } from '../components/dashboard/period-picker';

const DashboardCharts = lazy(() => import('../components/dashboard/dashboard-charts'));

export default function AdminDashboardPage() {
  const user = useCurrentUser();
  const [choice, setChoice] = usePeriodChoice();
  const allowed = can(user, 'reports:read');
  const dashboard = useDashboard(choice);
  if (!allowed) {
    return (
      <PageFrame title="Dashboard">
        <NoAccess what="the practice dashboard" />
      </PageFrame>
    );
  }
  const data = dashboard.data;
  return (
    <PageFrame
      title="Dashboard"
      description={data?.scope === 'supervision' ? 'You and the clinicians you supervise.' : 'The whole practice.'}
      actions={<PeriodPicker choice={choice} onChange={setChoice} span={data?.current} />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 280px' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} aria-busy={dashboard.isFetching}>
          {dashboard.isPending ? (
            <PageLoading />
          ) : dashboard.isError ? (
            <ServerRefusal error={dashboard.error} what="the practice dashboard" />
          ) : (
            <>
              <KpiGrid data={data!} current={choice.offset === 0} />
              <Suspense fallback={<Box sx={{ height: 240 }} />}>
                <DashboardCharts data={data!} />
              </Suspense>
              <Typography variant="caption" color="text.secondary">
                Sessions are visits booked and not cancelled in time; rates are out of those sessions. Notes signed is the share of completed visits with a
                signed note. Times are in {data!.time_zone}; weeks start on Monday.
              </Typography>
            </>
          )}
        </Box>
        <ManagePanel />
      </Box>
    </PageFrame>
  );
}
