import { z } from 'zod';

// Tasks: a clinician's own, and those the practice creates by itself (source other than manual).

export const taskStatuses = ['open', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** Where a task came from; every source but manual closes itself when its cause is resolved. */
export const taskSources = ['manual', 'measure_urgent', 'unsigned_note', 'unanswered_message', 'expiring_consent', 'risk_followup'] as const;
export type TaskSource = (typeof taskSources)[number];

export const taskStatusSchema = z.enum(taskStatuses);
export const taskPrioritySchema = z.enum(taskPriorities);
export const taskSourceSchema = z.enum(taskSources);

export const taskPriorityLabels: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  details: z.string().nullable(),
  due_at: z.iso.datetime().nullable(),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
  source: taskSourceSchema,
  /** The linked client, when the caller may see them. */
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  /** Open and past its due time. */
  overdue: z.boolean(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks: the caller's open tasks, most pressing first. */
export const tasksResponseSchema = z.object({ tasks: z.array(taskSchema) });
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

/** Routes that take a task id. */
export const taskIdParamsSchema = z.object({ id: z.uuid('Task id must be a UUID') });
