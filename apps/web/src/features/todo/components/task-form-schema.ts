import { z } from 'zod';
import { taskPrioritySchema, type CreateTaskRequest, type Task } from '@tend/contracts/tasks.contract';
import { fromWallClock, toWallClock } from '@/lib/time/dates';

/** The task dialog's fields as the inputs hold them: the due time as the clinician's wall clock, empty for none. */
export const taskFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  details: z.string().trim().max(4000, 'At most 4000 characters'),
  due: z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), 'Enter a date and time'),
  priority: taskPrioritySchema,
  client_id: z.string(),
  assignee_id: z.string(),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

export function taskFormDefaults(task: Task | undefined, timeZone: string, assigneeId: string): TaskFormValues {
  return {
    title: task?.title ?? '',
    details: task?.details ?? '',
    due: task?.due_at ? toWallClock(new Date(task.due_at), timeZone) : '',
    priority: task?.priority ?? 'normal',
    client_id: task?.client_id ?? '',
    assignee_id: task?.assignee_id ?? assigneeId,
  };
}

/**
 * The request body: empty fields are "none"; a Tend-created task sends only what may change. An
 * edit sends the client link only when it changed: the caller may not see the linked client (it is
 * then missing from their list), and sending the form's value would unlink it.
 */
export function taskRequest(values: TaskFormValues, timeZone: string, task?: Task): CreateTaskRequest {
  const common = {
    details: values.details || null,
    due_at: values.due ? fromWallClock(values.due, timeZone) : null,
    priority: values.priority,
    ...(values.assignee_id ? { assignee_id: values.assignee_id } : {}),
  };
  if (task && task.source !== 'manual') return common as CreateTaskRequest;
  const clientId = values.client_id || null;
  const relinks = !task || clientId !== task.client_id;
  return { ...common, title: values.title, ...(relinks ? { client_id: clientId } : {}) };
}
