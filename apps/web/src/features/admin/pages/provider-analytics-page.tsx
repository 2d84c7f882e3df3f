import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ProviderAnalyticsRow } from '@tend/contracts/admin-dashboard.contract';
import { can } from '@tend/contracts/permissions';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { ServerRefusal } from '@/components/server-refusal';
import { useCurrentUser } from '@/lib/session/me-query';
import { useProviderAnalytics } from '../api/dashboard';
import { count, hoursText, money, percent } from '../components/dashboard/measure-format';
import { PeriodPicker, usePeriodChoice } from '../components/dashboard/period-picker';

interface Column {
  id: string;
  label: string;
  value: (r: ProviderAnalyticsRow) => number | string | null;
  show: (r: ProviderAnalyticsRow) => string;
}

const columns: Column[] = [
  { id: 'name', label: 'Clinician', value: (r) => r.name, show: (r) => r.name },
  { id: 'active', label: 'Active clients', value: (r) => r.active_clients, show: (r) => count(r.active_clients) },
  { id: 'sessions', label: 'Sessions', value: (r) => r.measures.sessions, show: (r) => count(r.measures.sessions) },
  { id: 'completed', label: 'Completed', value: (r) => r.measures.completed, show: (r) => count(r.measures.completed) },
  { id: 'no_show', label: 'No-show rate', value: (r) => r.measures.no_show_rate, show: (r) => percent(r.measures.no_show_rate) },
  { id: 'late', label: 'Late-cancel rate', value: (r) => r.measures.late_cancel_rate, show: (r) => percent(r.measures.late_cancel_rate) },
  { id: 'signed', label: 'Notes signed', value: (r) => r.measures.note_completion_rate, show: (r) => percent(r.measures.note_completion_rate) },
  { id: 'median', label: 'Median to sign', value: (r) => r.measures.median_hours_to_sign, show: (r) => hoursText(r.measures.median_hours_to_sign) },
  { id: 'leads', label: 'New leads', value: (r) => r.measures.new_leads, show: (r) => count(r.measures.new_leads) },
  { id: 'revenue', label: 'Collected', value: (r) => r.measures.revenue_cents, show: (r) => money(r.measures.revenue_cents) },
  { id: 'ar', label: 'A/R', value: (r) => r.measures.ar_cents, show: (r) => money(r.measures.ar_cents) },
];

/** Nulls (nothing due) sort last either way. */
function compare(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'string' ? a.localeCompare(String(b)) : a - (b as number);
}

export default function ProviderAnalyticsPage() {
  const user = useCurrentUser();
  const [choice, setChoice] = usePeriodChoice();
  const [sort, setSort] = useState<{ id: string; desc: boolean }>({ id: 'name', desc: false });
  const analytics = useProviderAnalytics(choice);
  if (!can(user, 'reports:read')) {
    return (
      <PageFrame title="Provider Analytics">
        <NoAccess what="provider analytics" />
      </PageFrame>
    );
  }
  const data = analytics.data;
  const column = columns.find((c) => c.id === sort.id) ?? columns[0]!;
  const rows = [...(data?.providers ?? [])].sort((a, b) => {
    const order = compare(column.value(a), column.value(b));
    return sort.desc && column.value(a) !== null && column.value(b) !== null ? -order : order;
  });
  return (
    <PageFrame
      title="Provider Analytics"
      description="The dashboard's figures per clinician; collected is payments applied to the clinician's charges."
      actions={<PeriodPicker choice={choice} onChange={setChoice} span={data?.current} />}
    >
      {analytics.isPending ? (
        <PageLoading />
      ) : analytics.isError ? (
        <ServerRefusal error={analytics.error} what="provider analytics" />
      ) : rows.length === 0 ? (
        <EmptyState title="No clinicians in your scope" />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }} aria-busy={analytics.isFetching}>
          <Table size="small" aria-label="Figures per clinician">
            <TableHead>
              <TableRow>
                {columns.map((c, i) => (
                  <TableCell key={c.id} align={i === 0 ? 'left' : 'right'} sortDirection={sort.id === c.id ? (sort.desc ? 'desc' : 'asc') : false}>
                    <TableSortLabel
                      active={sort.id === c.id}
                      direction={sort.id === c.id && sort.desc ? 'desc' : 'asc'}
                      onClick={() => setSort({ id: c.id, desc: sort.id === c.id ? !sort.desc : c.id !== 'name' })}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.provider_id} hover>
                  {columns.map((c, i) => (
                    <TableCell key={c.id} align={i === 0 ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                      {c.show(r)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Times are in {data?.time_zone ?? 'the practice’s zone'}.
      </Typography>
    </PageFrame>
  );
}
