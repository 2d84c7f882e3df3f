import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { taskPriorityLabels, type Task } from '@tend/contracts/tasks.contract';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { RouterLink } from '@/components/router-link';
import { useCompleteTask } from '../api/complete-task';
import { useMyTasks } from '../api/list-tasks';

const priorityColor = { urgent: 'error', high: 'warning', normal: 'default', low: 'default' } as const;

function due(task: Task, timeZone: string) {
  if (!task.due_at) return '—';
  const text = new Date(task.due_at).toLocaleString(undefined, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return task.overdue ? (
    <Typography component="span" variant="body2" color="error">
      {text} · overdue
    </Typography>
  ) : (
    text
  );
}

/** /todo: my open tasks — those I was given and those Tend created (an urgent measure answer…); tick to complete. */
export default function TodoPage() {
  const tasks = useMyTasks();
  const complete = useCompleteTask();
  const timeZone = useTimeZone();

  let body;
  if (tasks.isPending) body = <PageLoading />;
  else if (tasks.isError) body = <Alert severity="error">Tasks could not be loaded: {messageOf(tasks.error)}</Alert>;
  else if (tasks.data.tasks.length === 0)
    body = (
      <EmptyState title="Nothing on your list">
        Follow-ups Tend creates for you — such as an urgent answer on a client’s questionnaire — appear here. Adding your own tasks comes in a later release.
      </EmptyState>
    );
  else
    body = (
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="My open tasks">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">Done</TableCell>
                <TableCell>Task</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Client</TableCell>
                <TableCell>Due</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Priority</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.data.tasks.map((t) => (
                <TableRow key={t.id} hover>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={false}
                      disabled={complete.isPending && complete.variables === t.id}
                      onChange={() => complete.mutate(t.id)}
                      slotProps={{ input: { 'aria-label': `Mark done: ${t.title}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{t.title}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t.client_name && <Box component="span" sx={{ display: { sm: 'none' } }}>{`${t.client_name} · `}</Box>}
                      {t.source === 'manual' ? 'Added by hand' : 'Created by Tend'}
                      {t.details ? ` · ${t.details}` : ''}
                    </Typography>
                    {t.priority === 'urgent' && <Chip size="small" color="error" label="Urgent" sx={{ ml: 1, display: { md: 'none' } }} />}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t.client_id && t.client_name ? <RouterLink to={`/clients/${t.client_id}`}>{t.client_name}</RouterLink> : '—'}
                  </TableCell>
                  <TableCell>{due(t, timeZone)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Chip
                      size="small"
                      variant={t.priority === 'urgent' ? 'filled' : 'outlined'}
                      color={priorityColor[t.priority]}
                      label={taskPriorityLabels[t.priority]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    );

  return (
    <PageFrame title="Tasks" description="Your open follow-ups, most pressing first.">
      {complete.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(complete.error)}
        </Alert>
      )}
      {body}
    </PageFrame>
  );
}
