import { taskIdParamsSchema, taskSchema, tasksResponseSchema, type Task, type TasksResponse } from '@tend/contracts/tasks.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { tasksRepo, toTaskView } from './tasks.repo';

/** The caller's to-do list: their open tasks (their own and those the practice created), and completing one. */
export function registerTaskRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/tasks',
    access: 'clients:read',
    response: tasksResponseSchema,
    handler: async ({ actor, now, audit }): Promise<TasksResponse> => {
      const rows = await tasksRepo(db, actor).open();
      // Task titles can name a client: the list is a read of client-linked records.
      await audit({ action: 'list_tasks', recordType: 'task', outcome: 'success' });
      return { tasks: rows.map((r) => toTaskView(r, now)) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/tasks/:id/complete',
    access: 'clients:read',
    params: taskIdParamsSchema,
    response: taskSchema,
    handler: async ({ actor, params, now, audit }): Promise<Task> => {
      const answer = await db.transaction(async (tx) => {
        const repo = tasksRepo(tx, actor);
        if (!(await repo.complete(params.id, now))) return null;
        const row = (await repo.one(params.id))!;
        await audit({ action: 'complete_task', recordType: 'task', recordId: params.id, clientId: row.task.clientId, outcome: 'success' }, tx);
        return toTaskView(row, now);
      });
      if (!answer) {
        await audit({ action: 'complete_task', recordType: 'task', recordId: params.id, outcome: 'not_found' });
        throw notFound('Task');
      }
      return answer;
    },
  });
}
