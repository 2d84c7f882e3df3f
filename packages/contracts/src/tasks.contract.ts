import { z } from 'zod';

// Tasks: a clinician's own, and those the practice creates by itself (source other than manual).

export const taskStatuses = ['open', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];

/** Where a task came from; every source but manual closes itself when its cause is resolved. */
export const taskSources = ['manual', 'measure_urgent', 'unsigned_note', 'unanswered_message', 'expiring_consent', 'risk_followup', 'message_risk'] as const;
export type TaskSource = (typeof taskSources)[number];

export const taskStatusSchema = z.enum(taskStatuses);
export const taskPrioritySchema = z.enum(taskPriorities);
export const taskSourceSchema = z.enum(taskSources);

export const taskPriorityLabels: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

/** How the practice's own tasks are labelled in a list ("Created by Tend: unsigned note"). */
export const taskSourceLabels: Record<TaskSource, string> = {
  manual: 'Added by hand',
  measure_urgent: 'Urgent measure answer',
  unsigned_note: 'Unsigned note',
  unanswered_message: 'Unanswered message',
  expiring_consent: 'Expiring consent',
  risk_followup: 'Risk follow-up',
  message_risk: 'Risk in a portal message',
};

/** The lists of /todo: assigned to me, given by me to others, overdue (either), one client's. */
export const taskViews = ['mine', 'assigned_by_me', 'overdue', 'client'] as const;
export type TaskView = (typeof taskViews)[number];

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
  note_id: z.uuid().nullable(),
  encounter_id: z.uuid().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  /** Null when the practice created it by itself. */
  created_by_name: z.string().nullable(),
  /** Open and past its due time. */
  overdue: z.boolean(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks?view=…: open first, then by due time; done ones only with include_done. */
export const listTasksQuerySchema = z
  .object({
    view: z.enum(taskViews).default('mine'),
    client_id: z.uuid('client_id must be a UUID').optional(),
    include_done: z.stringbool().default(false),
  })
  .refine((q) => q.view !== 'client' || q.client_id, { message: 'client_id is required for the client view', path: ['client_id'] });
export type ListTasksQuery = z.input<typeof listTasksQuerySchema>;

const linkId = (field: string) => z.uuid(`${field} must be a UUID`).nullable().optional();

/** POST /api/tasks: the assignee defaults to the caller; a linked note or visit also links its client. */
export const createTaskRequestSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'At most 200 characters'),
  details: z.string().trim().max(4000, 'At most 4000 characters').nullable().optional(),
  due_at: z.iso.datetime({ offset: true, message: 'due_at must be a date and time' }).nullable().optional(),
  priority: taskPrioritySchema.default('normal'),
  client_id: linkId('client_id'),
  note_id: linkId('note_id'),
  encounter_id: linkId('encounter_id'),
  assignee_id: z.uuid('assignee_id must be a UUID').optional(),
});
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;

/** PATCH /api/tasks/:id: only the fields sent change (status moves through complete / reopen). */
export const updateTaskRequestSchema = createTaskRequestSchema
  .extend({ priority: taskPrioritySchema.optional() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });
export type UpdateTaskRequest = z.input<typeof updateTaskRequestSchema>;

/** GET /api/tasks/assignees: whom the caller may give a task to (a therapist: only themself). */
export const taskAssigneesResponseSchema = z.object({ assignees: z.array(z.object({ id: z.uuid(), name: z.string() })) });
export type TaskAssigneesResponse = z.infer<typeof taskAssigneesResponseSchema>;

/** GET /api/tasks: one list of the caller's tasks. */
export const tasksResponseSchema = z.object({ tasks: z.array(taskSchema) });
export type TasksResponse = z.infer<typeof tasksResponseSchema>;

/** Routes that take a task id. */
export const taskIdParamsSchema = z.object({ id: z.uuid('Task id must be a UUID') });
