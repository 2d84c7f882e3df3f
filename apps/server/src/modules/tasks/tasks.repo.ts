import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Task, TaskPriority, TaskSource } from '@tend/contracts/tasks.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { tasks } from '@tend/db/schema/tasks';
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

/** Open automatic tasks of one source about one client (e.g. an urgent answer not yet followed up). */
export async function openAutoTaskCount(db: Db, practiceId: string, source: TaskSource, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.practiceId, practiceId), eq(tasks.source, source), eq(tasks.clientId, clientId), eq(tasks.status, 'open')));
  return row?.n ?? 0;
}

const taskColumns = {
  task: tasks,
  client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
};

/** The caller's own tasks (assigned to them, in their practice). A linked client is named only when the caller may see them. */
export function tasksRepo(db: Db, actor: Actor) {
  const mine = and(eq(tasks.practiceId, actor.practiceId), eq(tasks.assigneeId, actor.userId));
  const withClient = () =>
    db
      .select(taskColumns)
      .from(tasks)
      .leftJoin(clients, and(eq(clients.id, tasks.clientId), visibleClients(actor)));
  return {
    /** Open ones, urgent first, then by due time (undated last). */
    open: () =>
      withClient()
        .where(and(mine, eq(tasks.status, 'open')))
        .orderBy(
          sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end`,
          sql`${tasks.dueAt} asc nulls last`,
          asc(tasks.createdAt),
        )
        .limit(200),

    async one(id: string) {
      const [row] = await withClient()
        .where(and(mine, eq(tasks.id, id)))
        .limit(1);
      return row ?? null;
    },

    async complete(id: string, now: Date) {
      const [row] = await db
        .update(tasks)
        .set({ status: 'done', completedAt: now, completedBy: actor.userId, updatedAt: now })
        .where(and(mine, eq(tasks.id, id)))
        .returning({ id: tasks.id });
      return row ?? null;
    },
  };
}

type TaskWithClient = Awaited<ReturnType<ReturnType<typeof tasksRepo>['open']>>[number];

export function toTaskView({ task: t, client }: TaskWithClient, now: Date): Task {
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
    overdue: t.status === 'open' && !!t.dueAt && t.dueAt < now,
    created_at: t.createdAt.toISOString(),
    completed_at: t.completedAt?.toISOString() ?? null,
  };
}
