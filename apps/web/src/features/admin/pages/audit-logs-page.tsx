import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { auditOutcomeValues, type AuditLogEvent } from '@tend/contracts/audit-log.contract';
import { can } from '@tend/contracts/permissions';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/lib/session/me-query';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { downloadAuditLog, useAuditLogs, useAuditVerification, useVerifyNow, type AuditLogFilters } from '../api/audit-logs';
import { useUsers } from '../api/list-users';

const filterNames = ['user_id', 'client_id', 'action', 'record_type', 'record_id', 'outcome', 'from', 'to'] as const;

/** The filters live in the address, so a filtered view can be linked to (e.g. a client's trail). */
function useFilters(): [AuditLogFilters, (name: (typeof filterNames)[number], value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterNames.map((n) => [n, params.get(n) ?? undefined]).filter(([, v]) => v)) as AuditLogFilters;
  const set = (name: (typeof filterNames)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [filters, set];
}

function ChainState() {
  // Set while a requested check runs: the state is re-read until a newer one lands.
  const [awaitingAfter, setAwaitingAfter] = useState<string | null>(null);
  const verification = useAuditVerification(awaitingAfter);
  const verify = useVerifyNow();
  const timeZone = useTimeZone();
  const v = verification.data;
  const checking = awaitingAfter !== null && (v?.checked_at ?? '') <= awaitingAfter;
  const action = (
    <Button
      size="small"
      color="inherit"
      disabled={verify.isPending || checking}
      onClick={() =>
        verify.mutate(undefined, { onSuccess: () => setAwaitingAfter(v?.checked_at ?? ''), onError: () => toast('Could not start a verification.', 'error') })
      }
    >
      {checking ? 'Verifying…' : 'Verify now'}
    </Button>
  );
  if (!v || v.ok === null) {
    return (
      <Alert severity="info" action={action} sx={{ mb: 2 }}>
        The chain has not been verified yet; it is checked every hour.
      </Alert>
    );
  }
  const when = v.checked_at ? formatDateTime(v.checked_at, timeZone) : '';
  return v.ok ? (
    <Alert severity="success" action={action} sx={{ mb: 2 }}>
      Chain intact: {v.events_checked?.toLocaleString()} events verified {when}
      {v.anchored_seq ? `, head anchored outside the database at #${v.anchored_seq}` : ''}.
    </Alert>
  ) : (
    <Alert severity="error" action={action} sx={{ mb: 2 }}>
      Chain check failed {when}: {v.problem}
    </Alert>
  );
}

function Filters({ filters, set }: { filters: AuditLogFilters; set: (name: (typeof filterNames)[number], value: string) => void }) {
  const users = useUsers();
  const field = { size: 'small' as const, sx: { minWidth: 140 } };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <TextField select label="User" value={filters.user_id ?? ''} onChange={(e) => set('user_id', e.target.value)} {...field} sx={{ minWidth: 180 }}>
        <MenuItem value="">Anyone</MenuItem>
        {users.data?.users.map((u) => (
          <MenuItem key={u.uuid} value={u.uuid}>
            {u.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Action" value={filters.action ?? ''} onChange={(e) => set('action', e.target.value.trim())} {...field} />
      <TextField label="Record type" value={filters.record_type ?? ''} onChange={(e) => set('record_type', e.target.value.trim())} {...field} />
      <TextField label="Record id" value={filters.record_id ?? ''} onChange={(e) => set('record_id', e.target.value.trim())} {...field} />
      <TextField select label="Outcome" value={filters.outcome ?? ''} onChange={(e) => set('outcome', e.target.value)} {...field}>
        <MenuItem value="">Any</MenuItem>
        {auditOutcomeValues.map((o) => (
          <MenuItem key={o} value={o}>
            {o.replace('_', ' ')}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="From"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
        {...field}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        value={filters.to ?? ''}
        onChange={(e) => set('to', e.target.value)}
        {...field}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

function EventRow({ event, timeZone }: { event: AuditLogEvent; timeZone: string }) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at, timeZone)}</TableCell>
      <TableCell>{event.actor_name ?? (event.actor_id ? 'Former user' : 'System')}</TableCell>
      <TableCell>{event.action}</TableCell>
      <TableCell>
        {event.record_type}
        {event.record_id && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
            {event.record_id}
          </Typography>
        )}
      </TableCell>
      <TableCell>{event.client_name ?? ''}</TableCell>
      <TableCell sx={{ color: event.outcome === 'success' ? undefined : 'warning.main' }}>{event.outcome.replace('_', ' ')}</TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{event.ip ?? ''}</TableCell>
    </TableRow>
  );
}

/** /admin/audit-logs (spec 2.6): the practice's trail, searchable and exportable, with the chain's state. */
export default function AuditLogsPage() {
  const user = useCurrentUser();
  const [filters, set] = useFilters();
  const logs = useAuditLogs(filters);
  const timeZone = useTimeZone();
  const [exporting, setExporting] = useState(false);
  if (!can(user, 'audit:read')) {
    return (
      <PageFrame title="Audit Logs">
        <NoAccess what="the audit logs" />
      </PageFrame>
    );
  }
  const events = logs.data?.pages.flatMap((p) => p.events) ?? [];
  const exportCsv = () => {
    setExporting(true);
    downloadAuditLog(filters)
      .catch(() => toast('Could not export the audit log.', 'error'))
      .finally(() => setExporting(false));
  };
  return (
    <PageFrame
      title="Audit Logs"
      actions={
        <Button size="small" variant="outlined" onClick={exportCsv} disabled={exporting}>
          Export CSV
        </Button>
      }
    >
      <ChainState />
      <Filters filters={filters} set={set} />
      {logs.isPending ? (
        <PageLoading />
      ) : logs.isError ? (
        <Alert severity="error">The audit log could not be loaded.</Alert>
      ) : events.length === 0 ? (
        <EmptyState title="No audit events match these filters" />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Audit events">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>User</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>Record</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell>Outcome</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Address</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {events.map((e) => (
                  <EventRow key={e.seq} event={e} timeZone={timeZone} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {logs.hasNextPage && (
            <Button size="small" sx={{ mt: 1 }} onClick={() => void logs.fetchNextPage()} disabled={logs.isFetchingNextPage}>
              Load older events
            </Button>
          )}
        </>
      )}
    </PageFrame>
  );
}
