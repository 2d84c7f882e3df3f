import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DevConsole } from '@tend/contracts/dev-console.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { ServerRefusal } from '@/components/server-refusal';
import { useDevConsole, useRetryJob } from '../api/dev-console';

function Facts({ label, rows }: { label: string; rows: [string, React.ReactNode][] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const state = (ok: boolean, okText: string, badText: string) => <Chip size="small" color={ok ? 'success' : 'error'} label={ok ? okText : badText} />;

function Overview({ view }: { view: DevConsole }) {
  const { migrations } = view.database;
  return (
    <Stack spacing={2}>
      <Facts
        label="Version and database"
        rows={[
          ['Commit', view.version.commit],
          ['Built', view.version.build_timestamp ?? 'not a production build'],
          ['Node', view.version.node],
          ['Up for', `${Math.round(view.version.uptime_seconds / 60)} min`],
          ['Database', view.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'],
          ['Migrations', `${migrations.applied} of ${migrations.known} applied; latest ${migrations.latest ?? 'none'}`],
        ]}
      />
      {migrations.pending.length > 0 && <Alert severity="error">Not applied: {migrations.pending.join(', ')}</Alert>}
      <Facts
        label="Realtime and providers"
        rows={[
          ['Pub/sub', view.realtime.pubsub],
          ['Open sockets', view.realtime.sockets],
          [
            'AI engine',
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} key="ai">
              {state(view.providers.ai.ok, 'reachable', 'unreachable')}
              <span>{view.providers.ai.where}</span>
              {view.providers.ai.reason && <span>— {view.providers.ai.reason}</span>}
            </Stack>,
          ],
          [
            'Speech',
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} key="speech">
              {state(view.providers.speech.ok, 'reachable', 'unreachable')}
              <span>{view.providers.speech.kind}</span>
              <span>— {view.providers.speech.detail}</span>
            </Stack>,
          ],
        ]}
      />
    </Stack>
  );
}

function Jobs({ view }: { view: DevConsole }) {
  const zone = useTimeZone();
  const retry = useRetryJob();
  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast('Job queued again', 'success'),
      onError: (error) => toast(error instanceof Error ? error.message : 'The job could not be retried', 'error'),
    });
  return (
    <Stack spacing={2}>
      <Typography variant="h2">Job queue</Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Jobs by kind and status">
          <TableHead>
            <TableRow>
              <TableCell>Kind</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Jobs</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.jobs.counts.map((row) => (
              <TableRow key={`${row.kind}:${row.status}`}>
                <TableCell>{row.kind}</TableCell>
                <TableCell>{row.status}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h2">Failed jobs</Typography>
      {view.jobs.failed.length === 0 ? (
        <EmptyState title="No failed jobs">Jobs that gave up after their attempts are listed here with their error.</EmptyState>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Failed jobs">
            <TableHead>
              <TableRow>
                <TableCell>Kind</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Failed</TableCell>
                <TableCell>Error</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {view.jobs.failed.map((job) => (
                <TableRow key={job.id}>
                  <TableCell>
                    {job.kind}
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      {job.attempts} attempts
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDateTime(job.finished_at ?? job.created_at, zone)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{job.error || '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => onRetry(job.id)} disabled={retry.isPending} aria-label={`Retry ${job.kind} job`}>
                      Retry
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/** /dev-console (role dev): version, migrations, job queue, sockets and provider probes. No PHI is shown. */
export default function DevConsolePage() {
  const view = useDevConsole();
  return (
    <PageFrame
      title="Dev Console"
      description="Diagnostics of this install: version, migrations, background jobs, sockets and providers. No client data is shown."
    >
      {view.isPending ? (
        <PageLoading />
      ) : view.isError ? (
        <ServerRefusal error={view.error} what="the diagnostics" />
      ) : (
        <Stack spacing={3}>
          <Overview view={view.data} />
          <Jobs view={view.data} />
        </Stack>
      )}
    </PageFrame>
  );
}
