import {
  listTasksQuerySchema,
  taskAssigneesResponseSchema,
  tasksResponseSchema,
  type TaskAssigneesResponse,
  type TasksResponse,
} from '@tend/contracts/tasks.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { registerTaskWriteRoutes } from './task-writes.routes';
import { tasksRepo, toTaskView } from './tasks.repo';

/** The to-do lists (mine, assigned by me, overdue, one client's), whom a task may go to, and the writes. */
export function registerTaskRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/tasks',
    access: 'clients:read',
    query: listTasksQuerySchema,
    response: tasksResponseSchema,
    handler: async ({ actor, query, now, audit }): Promise<TasksResponse> => {
      const repo = tasksRepo(db, actor);
      if (query.view === 'client' && !(await repo.clientVisible(query.client_id!))) {
        await audit({ action: 'list_tasks', recordType: 'task', clientId: null, outcome: 'not_found' });
        throw notFound('Client');
      }
      const rows = await repo.list({ view: query.view, clientId: query.client_id, includeDone: query.include_done, now });
      // Task titles can name a client: the list is a read of each client it shows (one event per client, as the risk list does).
      const clientIds = [...new Set(rows.map((r) => r.task.clientId).filter((id): id is string => !!id))];
      if (clientIds.length === 0) await audit({ action: 'list_tasks', recordType: 'task', clientId: query.client_id ?? null, outcome: 'success' });
      for (const clientId of clientIds) await audit({ action: 'list_tasks', recordType: 'task', clientId, outcome: 'success' });
      return { tasks: rows.map((r) => toTaskView(r, now)) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tasks/assignees',
    access: 'clients:read',
    response: taskAssigneesResponseSchema,
    handler: async ({ actor }): Promise<TaskAssigneesResponse> => ({ assignees: await tasksRepo(db, actor).assignees() }),
  });

  registerTaskWriteRoutes(app);
}
