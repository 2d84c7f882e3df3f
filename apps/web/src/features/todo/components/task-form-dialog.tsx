import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { taskPriorities, taskPriorityLabels, type Task } from '@tend/contracts/tasks.contract';
import { clientName, useClients } from '@/features/clients';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { useCreateTask } from '../api/create-task';
import { useAssignees } from '../api/list-assignees';
import { useUpdateTask } from '../api/update-task';
import { taskFormDefaults, taskFormSchema, taskRequest, type TaskFormValues } from './task-form-schema';

export interface TaskFormDialogProps {
  /** The task to edit; absent for a new one. */
  task?: Task;
  /** A new task about this client (from a client's list). */
  clientId?: string;
  /** Only the title, due time and priority: the quick add from anywhere. */
  quick?: boolean;
  onClose: () => void;
}

const dateSlot = { inputLabel: { shrink: true } } as const;

/** New task or edit task. A task Tend created keeps its title and client; its due time, priority, details and assignee may change. */
export function TaskFormDialog({ task, clientId, quick = false, onClose }: TaskFormDialogProps) {
  const titleId = useId();
  const formId = useId();
  const timeZone = useTimeZone();
  const user = useCurrentUser();
  const automatic = !!task && task.source !== 'manual';
  const clients = useClients({ enabled: !quick && !automatic });
  const assignees = useAssignees();
  const create = useCreateTask();
  const update = useUpdateTask();
  const mutation = task ? update : create;

  const form = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: { ...taskFormDefaults(task, timeZone, user?.uuid ?? ''), ...(clientId && !task ? { client_id: clientId } : {}) },
  });

  const [priority, linkedClient, assignee] = useWatch({ control: form.control, name: ['priority', 'client_id', 'assignee_id'] });

  const submit = form.handleSubmit((values) => {
    const body = taskRequest(values, timeZone, task);
    const done = () => {
      toast(task ? 'Task saved' : 'Task added', 'success');
      onClose();
    };
    if (task) update.mutate({ id: task.id, changes: body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  const others = (assignees.data?.assignees.length ?? 0) > 1;
  const clientOptions = clients.data?.clients ?? [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{task ? 'Edit task' : quick ? 'Quick add task' : 'New task'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
          {mutation.isError && <Alert severity="error">{messageOf(mutation.error)}</Alert>}
          <TextField size="small" label="Title" required autoFocus autoComplete="off" disabled={automatic} {...fieldProps(form, 'title')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField size="small" fullWidth label="Due" type="datetime-local" slotProps={dateSlot} {...fieldProps(form, 'due')} />
            <TextField size="small" fullWidth select label="Priority" {...fieldProps(form, 'priority')} value={priority}>
              {taskPriorities.map((p) => (
                <MenuItem key={p} value={p}>
                  {taskPriorityLabels[p]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {!quick && (
            <>
              <TextField size="small" label="Details" multiline minRows={2} autoComplete="off" {...fieldProps(form, 'details')} />
              {!automatic && (
                <TextField size="small" select label="Client" {...fieldProps(form, 'client_id')} value={linkedClient}>
                  <MenuItem value="">No client</MenuItem>
                  {task?.client_id && !clientOptions.some((c) => c.id === task.client_id) && (
                    <MenuItem value={task.client_id}>{task.client_name ?? 'A client'}</MenuItem>
                  )}
                  {clientOptions.map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {clientName(c)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          )}
          {others && (
            <TextField size="small" select label="Assigned to" {...fieldProps(form, 'assignee_id')} value={assignee}>
              {assignees.data!.assignees.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.id === user?.uuid ? `${a.name} (me)` : a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {task ? 'Save' : 'Add task'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
