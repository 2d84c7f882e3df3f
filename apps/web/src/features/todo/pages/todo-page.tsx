import { useState } from 'react';
import { useSearchParams } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { taskViews, type Task, type TaskView } from '@tend/contracts/tasks.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { clientName, useClients } from '@/features/clients';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useSetTaskDone } from '../api/complete-task';
import { useDeleteTask } from '../api/delete-task';
import { useTasks } from '../api/list-tasks';
import { TaskFormDialog } from '../components/task-form-dialog';
import { TaskTable } from '../components/task-table';

const viewLabels: Record<TaskView, string> = { mine: 'Mine', assigned_by_me: 'Assigned by me', overdue: 'Overdue', client: 'By client' };
const emptyText: Record<TaskView, string> = {
  mine: 'Follow-ups Tend creates for you — an unsigned note, an unanswered message, an expiring consent, an urgent questionnaire answer — appear here, with the tasks you add.',
  assigned_by_me: 'Tasks you give to colleagues appear here until they are done.',
  overdue: 'Nothing is past its due time.',
  client: 'No open tasks are linked to this client.',
};

/** /todo: my tasks, those I gave others, the overdue ones, one client's; tick to complete, edit, add. */
export default function TodoPage() {
  const [params, setParams] = useSearchParams();
  const view = taskViews.find((v) => v === params.get('view')) ?? 'mine';
  const clientId = params.get('client') ?? '';
  const [includeDone, setIncludeDone] = useState(false);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const timeZone = useTimeZone();
  const clients = useClients({ enabled: view === 'client' });
  const tasks = useTasks({ view, clientId: clientId || undefined, includeDone }, { enabled: view !== 'client' || !!clientId });
  const setDone = useSetTaskDone();
  const remove = useDeleteTask();
  const failure = setDone.error ?? remove.error;

  const choose = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next }, { replace: true });
  const newTask = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      New task
    </Button>
  );

  let body;
  if (view === 'client' && !clientId) body = <EmptyState title="Choose a client">Pick a client above to see the tasks linked to them.</EmptyState>;
  else if (tasks.isPending) body = <PageLoading />;
  else if (tasks.isError) body = <Alert severity="error">Tasks could not be loaded: {messageOf(tasks.error)}</Alert>;
  else if (tasks.data.tasks.length === 0)
    body = (
      <EmptyState title={view === 'mine' ? 'Nothing on your list' : `No ${viewLabels[view].toLowerCase()} tasks`} action={newTask}>
        {emptyText[view]}
      </EmptyState>
    );
  else
    body = (
      <TaskTable
        label={`${viewLabels[view]} tasks`}
        tasks={tasks.data.tasks}
        timeZone={timeZone}
        showAssignee={view !== 'mine'}
        busyId={setDone.isPending ? setDone.variables.id : null}
        onToggle={(t) => setDone.mutate({ id: t.id, done: t.status === 'open' })}
        onEdit={setEditing}
        onDelete={(t) => remove.mutate(t.id)}
      />
    );

  return (
    <PageFrame title="Tasks" description="Your follow-ups, open first by due time." actions={newTask}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Tabs value={view} onChange={(_e, v: TaskView) => choose({ view: v })} variant="scrollable" aria-label="Task lists">
          {taskViews.map((v) => (
            <Tab key={v} value={v} label={viewLabels[v]} />
          ))}
        </Tabs>
        <FormControlLabel control={<Switch checked={includeDone} onChange={(e) => setIncludeDone(e.target.checked)} />} label="Show done" />
      </Stack>
      {view === 'client' && (
        <TextField select size="small" label="Client" value={clientId} onChange={(e) => choose({ client: e.target.value })} sx={{ mb: 2, minWidth: 260 }}>
          {(clients.data?.clients ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {clientName(c)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {messageOf(failure)}
        </Alert>
      )}
      {body}
      {editing && (
        <TaskFormDialog
          task={editing === 'new' ? undefined : editing}
          clientId={view === 'client' ? clientId || undefined : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}
