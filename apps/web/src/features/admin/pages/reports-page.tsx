import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, isClinician } from '@tend/contracts/permissions';
import { reportKinds, type ReportKind } from '@tend/contracts/reports.contract';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { RouterLink } from '@/components/router-link';
import { ServerRefusal } from '@/components/server-refusal';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { useUsers } from '../api/list-users';
import { downloadReport, useReport, type ReportFilters } from '../api/reports';
import { previewRows, ReportPreview } from '../components/report-preview';

const titles: Record<ReportKind | 'audit', string> = {
  sessions: 'Sessions',
  'unsigned-notes': 'Unsigned notes',
  'client-roster': 'Client roster',
  billing: 'Billing by client',
  audit: 'Audit log',
};

/** The choices live in the address, so a report can be linked to. */
function useFilters(): [ReportFilters | { kind: 'audit' }, (name: string, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('report') ?? 'sessions';
  const kind = raw === 'audit' || (reportKinds as readonly string[]).includes(raw) ? raw : 'sessions';
  const filters = { from: params.get('from') ?? '', to: params.get('to') ?? '', provider_id: params.get('provider_id') ?? '' };
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [kind === 'audit' ? { kind: 'audit' } : { kind: kind as ReportKind, ...filters }, set];
}

function ReportView({ filters }: { filters: ReportFilters }) {
  const report = useReport(filters);
  const [saving, setSaving] = useState<'csv' | 'pdf' | null>(null);
  const save = (format: 'csv' | 'pdf') => {
    setSaving(format);
    downloadReport(filters, format)
      .then((name) => toast(`Saved ${name}.`))
      .catch((e: Error) => toast(e.message, 'error'))
      .finally(() => setSaving(null));
  };
  if (report.isPending) return <PageLoading />;
  if (report.isError) return <ServerRefusal error={report.error} what="this report" />;
  const r = report.data;
  return (
    <Stack spacing={1.5} aria-busy={report.isFetching}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
          {r.rows.length.toLocaleString()} rows{r.rows.length > previewRows ? `; the first ${previewRows} are shown` : ''}.
        </Typography>
        <Button size="small" variant="outlined" disabled={saving !== null} onClick={() => save('csv')}>
          {saving === 'csv' ? 'Saving…' : 'Download CSV'}
        </Button>
        <Button size="small" variant="outlined" disabled={saving !== null} onClick={() => save('pdf')}>
          {saving === 'pdf' ? 'Saving…' : 'Download PDF'}
        </Button>
      </Stack>
      {r.truncated && (
        <Alert severity="warning">
          More than {r.row_limit.toLocaleString()} rows match: only the first {r.row_limit.toLocaleString()} are included. Narrow the dates or choose a
          provider.
        </Alert>
      )}
      {r.rows.length === 0 ? <EmptyState title="No rows match these filters" /> : <ReportPreview report={r} />}
    </Stack>
  );
}

export default function ReportsPage() {
  const user = useCurrentUser();
  const [filters, set] = useFilters();
  const users = useUsers();
  if (!can(user, 'reports:read')) {
    return (
      <PageFrame title="Reports">
        <NoAccess what="reports" />
      </PageFrame>
    );
  }
  const clinicians = (users.data?.users ?? []).filter(isClinician);
  return (
    <PageFrame title="Reports" description="Practice reports to preview and download. Every report run is recorded in the audit log.">
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <TextField select size="small" label="Report" value={filters.kind} onChange={(e) => set('report', e.target.value)} sx={{ minWidth: 200 }}>
          {[...reportKinds, 'audit' as const].map((k) => (
            <MenuItem key={k} value={k}>
              {titles[k]}
            </MenuItem>
          ))}
        </TextField>
        {filters.kind !== 'audit' && (
          <>
            <TextField
              size="small"
              type="date"
              label="From"
              value={filters.from}
              onChange={(e) => set('from', e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              disabled={filters.kind === 'client-roster'}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={filters.to}
              onChange={(e) => set('to', e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              disabled={filters.kind === 'client-roster'}
            />
            <TextField
              select
              size="small"
              label="Provider"
              value={filters.provider_id}
              onChange={(e) => set('provider_id', e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">All in your scope</MenuItem>
              {clinicians.map((u) => (
                <MenuItem key={u.uuid} value={u.uuid}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      {filters.kind === 'audit' ? (
        <Alert severity="info">
          The audit report is the audit log&apos;s own export: filter it and download CSV on <RouterLink to="/admin/audit-logs">Audit logs</RouterLink>
          {can(user, 'audit:read') ? '.' : ' (administrators only).'}
        </Alert>
      ) : (
        <>
          {filters.kind === 'client-roster' && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              The roster lists every client in scope; dates do not apply.
            </Typography>
          )}
          <ReportView filters={filters} />
        </>
      )}
    </PageFrame>
  );
}
