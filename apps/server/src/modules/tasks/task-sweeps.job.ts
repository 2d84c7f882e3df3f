import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import { sweepAutomaticTasks } from './auto-task-sweep';
import { notifyDueTasks } from './due-notifications';

/**
 * The practice's own tasks: created when their cause appears, closed when it is resolved, every
 * TASK_SWEEP_EVERY ('5m' unless set). Those it makes already due ring the bell in the same run,
 * not at the next pass of the due-task job below.
 */
export function sweepAutoTasksJob(env: Pick<Env, 'TASK_SWEEP_EVERY'>) {
  return defineJob({
    kind: 'sweep_automatic_tasks',
    payload: z.object({}),
    every: env.TASK_SWEEP_EVERY,
    budgetMs: 4 * 60_000,
    async run(_payload, services) {
      const now = services.clock();
      const created = await sweepAutomaticTasks(services.db, now);
      return { ...created, notified: await notifyDueTasks(services, services.db, now) };
    },
  });
}

/** Due tasks ring the bell once. */
export const notifyDueTasksJob = defineJob({
  kind: 'notify_due_tasks',
  payload: z.object({}),
  every: '2m',
  budgetMs: 60_000,
  async run(_payload, services) {
    return { notified: await notifyDueTasks(services, services.db, services.clock()) };
  },
});
