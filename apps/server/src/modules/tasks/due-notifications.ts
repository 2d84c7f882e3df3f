import { and, eq, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { tasks } from '@tend/db/schema/tasks';
import type { JobServices } from '../../jobs/define-job';
import { notifyUser } from '../notifications/notify';

/** These ring the bell themselves when they are created already due (an urgent answer, a high risk result). */
const ringOnCreate = ['measure_urgent', 'risk_followup'] as const;

/**
 * Tells each open task's assignee once, on the bell, when it falls due. The claim (due_notified_at)
 * commits before anyone is told, so two instances sweeping together tell once. The bell may show the
 * task's title (it is inside the app, as other notifications name the client); the push says nothing.
 */
export async function notifyDueTasks(services: Pick<JobServices, 'hub' | 'push'>, db: Db, now: Date): Promise<number> {
  const claimed = await db
    .update(tasks)
    .set({ dueNotifiedAt: now })
    .where(
      and(
        eq(tasks.status, 'open'),
        isNotNull(tasks.assigneeId),
        isNull(tasks.dueNotifiedAt),
        lte(tasks.dueAt, now),
        or(notInArray(tasks.source, [...ringOnCreate]), sql`${tasks.dueAt} > ${tasks.createdAt}`),
      ),
    )
    .returning({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId });
  for (const task of claimed) {
    await notifyUser(
      services,
      db,
      task.assigneeId!,
      { type: 'task_due', title: 'Task due', message: task.title, link: '/todo', push: { title: 'A task is due', body: 'Open Tend to see your tasks.' } },
      now,
    );
  }
  return claimed.length;
}
