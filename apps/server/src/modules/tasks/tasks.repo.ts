import { and, asc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Task, TaskPriority, TaskSource, TaskView } from '@tend/contracts/tasks.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { tasks } from '@tend/db/schema/tasks';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';

type TaskRow = typeof tasks.$inferSelect;

export interface AutoTask {
  practiceId: string;
  source: Exclude<TaskSource, 'manual'>;
  /** What caused it (a measure response id, a note id…): one task per cause. */
  sourceKey: string;
  title: string;
  details?: string | null;
  assigneeId: string | null;
  clientId?: string | null;
  encounterId?: string | null;
  noteId?: string | null;
  priority: TaskPriority;
  dueAt: Date | null;
}

/**
 * A task the practice creates by itself. Idempotent: a second call for the same source and key
 * (a retried request, a re-run sweep) returns the task already there. Call it inside the
 * transaction that records the cause, so both commit or neither does.
 */
export async function createAutoTask(db: Db, task: AutoTask, now: Date): Promise<TaskRow> {
  const [created] = await db
    .insert(tasks)
    .values({ ...task, status: 'open', createdBy: null, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.source, task.source), eq(tasks.sourceKey, task.sourceKey)))
    .limit(1);
  return existing!;
}

/**
 * Closes the open automatic tasks of one source whose causes are resolved: done, by nobody (the
 * practice closed it). `causeOf` reads the cause from the key where a key holds more than its cause
 * (a safety alert's tasks, one per recipient).
 */
export async function closeAutoTasks(
  db: Db,
  source: Exclude<TaskSource, 'manual'>,
  resolved: string[] | SQL,
  now: Date,
  causeOf: SQL = sql`${tasks.sourceKey}`,
): Promise<number> {
  if (Array.isArray(resolved) && resolved.length === 0) return 0;
  // A list goes as one array parameter: one statement text however many keys.
  const keys = Array.isArray(resolved) ? sql`${causeOf} = any(${sql.param(resolved)}::text[])` : inArray(causeOf, resolved);
  const closed = await db
    .update(tasks)
    .set({ status: 'done', completedAt: now, completedBy: null, updatedAt: now })
    .where(and(eq(tasks.source, source), eq(tasks.status, 'open'), keys))
    .returning({ id: tasks.id });
  return closed.length;
}

/** The causes (source keys) of one source's open automatic tasks, across practices: what a sweep checks for resolution. */
export async function openAutoTaskKeys(db: Db, source: Exclude<TaskSource, 'manual'>): Promise<string[]> {
  const rows = await db
    .select({ key: tasks.sourceKey })
    .from(tasks)
    .where(and(eq(tasks.source, source), eq(tasks.status, 'open')));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Whether one source's follow-up about a client is still open for this user: their own task when
 * they were given one (a safety alert gives each recipient theirs), else anyone's.
 */
export async function autoTaskOpenFor(db: Db, practiceId: string, source: TaskSource, clientId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ assigneeId: tasks.assigneeId, status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.practiceId, practiceId), eq(tasks.source, source), eq(tasks.clientId, clientId)));
  const own = rows.filter((r) => r.assigneeId === userId);
  return (own.length > 0 ? own : rows).some((r) => r.status === 'open');
}

const assignee = alias(users, 'task_assignee');
const creator = alias(users, 'task_creator');

/** Practice staff who can hold a task: clinicians and admins (demo characters acting as one), never a portal user. */
export const staffUser = (u: typeof users) =>
  and(eq(u.active, true), or(inArray(u.role, ['therapist', 'supervisor', 'admin']), and(eq(u.role, 'demo'), inArray(u.characterType, ['therapist', 'admin']))));

export interface TaskListOptions {
  view: TaskView;
  clientId?: string;
  includeDone: boolean;
  now: Date;
}

/**
 * Tasks the caller may see: those assigned to them and those they created (a supervisor or admin
 * sees what they gave others). A linked client is named only when the caller may see them.
 */
export function tasksRepo(db: Db, actor: Actor) {
  const visible = and(eq(tasks.practiceId, actor.practiceId), or(eq(tasks.assigneeId, actor.userId), eq(tasks.createdBy, actor.userId)))!;
  const withNames = () =>
    db
      .select({
        task: tasks,
        client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
        assigneeName: assignee.name,
        creatorName: creator.name,
      })
      .from(tasks)
      .leftJoin(clients, and(eq(clients.id, tasks.clientId), visibleClients(actor)))
      .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(creator, eq(creator.id, tasks.createdBy));

  const viewFilter = ({ view, clientId, now }: TaskListOptions): SQL | undefined => {
    switch (view) {
      case 'mine':
        return eq(tasks.assigneeId, actor.userId);
      case 'assigned_by_me':
        return and(eq(tasks.createdBy, actor.userId), or(ne(tasks.assigneeId, actor.userId), sql`${tasks.assigneeId} is null`));
      case 'overdue':
        return and(eq(tasks.status, 'open'), lt(tasks.dueAt, now));
      case 'client':
        return and(eq(tasks.clientId, clientId!), inArray(tasks.clientId, db.select({ id: clients.id }).from(clients).where(visibleClients(actor))));
    }
  };

  return {
    /** One list: open first, then by due time (undated last), then most pressing. */
    list: (options: TaskListOptions) =>
      withNames()
        .where(and(visible, viewFilter(options), options.includeDone ? undefined : eq(tasks.status, 'open')))
        .orderBy(
          sql`case ${tasks.status} when 'open' then 0 else 1 end`,
          sql`${tasks.dueAt} asc nulls last`,
          sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`,
          asc(tasks.createdAt),
        )
        .limit(500),

    /** The caller's open tasks due before `end` (today's and overdue), for the assistant. */
    dueBy: (end: Date) =>
      withNames()
        .where(and(visible, eq(tasks.assigneeId, actor.userId), eq(tasks.status, 'open'), lt(tasks.dueAt, end)))
        .orderBy(sql`${tasks.dueAt} asc`, asc(tasks.createdAt))
        .limit(50),

    async one(id: string) {
      const [row] = await withNames()
        .where(and(visible, eq(tasks.id, id)))
        .limit(1);
      return row ?? null;
    },

    async create(values: Omit<typeof tasks.$inferInsert, 'practiceId' | 'createdBy' | 'source'>, now: Date) {
      const [row] = await db
        .insert(tasks)
        .values({ ...values, practiceId: actor.practiceId, createdBy: actor.userId, source: 'manual', createdAt: now, updatedAt: now })
        .returning({ id: tasks.id });
      return row!.id;
    },

    async update(id: string, values: Partial<typeof tasks.$inferInsert>, now: Date) {
      const [row] = await db
        .update(tasks)
        .set({ ...values, updatedAt: now })
        .where(and(visible, eq(tasks.id, id)))
        .returning({ id: tasks.id });
      return row ?? null;
    },

    setStatus(id: string, status: 'open' | 'done', now: Date) {
      const done = status === 'done';
      return this.update(id, { status, completedAt: done ? now : null, completedBy: done ? actor.userId : null }, now);
    },

    async remove(id: string) {
      const [row] = await db
        .delete(tasks)
        .where(and(visible, eq(tasks.id, id)))
        .returning({ id: tasks.id });
      return row ?? null;
    },

    /** Whether the caller may see this client (a task may only link what its writer can see). */
    async clientVisible(clientId: string) {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), visibleClients(actor)))
        .limit(1);
      return !!row;
    },

    async visibleNote(noteId: string) {
      const [row] = await db
        .select({ clientId: notes.clientId, encounterId: notes.encounterId })
        .from(notes)
        .innerJoin(clients, eq(clients.id, notes.clientId))
        .where(and(eq(notes.id, noteId), visibleClients(actor)))
        .limit(1);
      return row ?? null;
    },

    async visibleEncounter(encounterId: string) {
      const [row] = await db
        .select({ clientId: encounters.clientId })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(eq(encounters.id, encounterId), visibleClients(actor)))
        .limit(1);
      return row ?? null;
    },

    /** Whom the caller may assign to: a supervisor or admin anyone active on the practice's staff, others only themself. */
    assignees: () =>
      db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.practiceId, actor.practiceId), mayAssignOthers(actor) ? staffUser(users) : eq(users.id, actor.userId)))
        .orderBy(asc(users.name)),
  };
}

export const mayAssignOthers = (actor: Pick<Actor, 'acting'>) => actor.acting === 'supervisor' || actor.acting === 'admin';

type TaskWithNames = NonNullable<Awaited<ReturnType<ReturnType<typeof tasksRepo>['one']>>>;

export function toTaskView({ task: t, client, assigneeName, creatorName }: TaskWithNames, now: Date): Task {
  return {
    id: t.id,
    title: t.title,
    details: t.details,
    due_at: t.dueAt?.toISOString() ?? null,
    priority: t.priority,
    status: t.status,
    source: t.source,
    client_id: client ? client.id : null,
    client_name: client ? clientDisplayName(client) : null,
    note_id: t.noteId,
    encounter_id: t.encounterId,
    assignee_id: t.assigneeId,
    assignee_name: assigneeName,
    created_by_name: t.createdBy ? creatorName : null,
    overdue: t.status === 'open' && !!t.dueAt && t.dueAt < now,
    created_at: t.createdAt.toISOString(),
    completed_at: t.completedAt?.toISOString() ?? null,
  };
}
