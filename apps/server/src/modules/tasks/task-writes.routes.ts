import { okResponseSchema } from '@tend/contracts/auth.contract';
import { createTaskRequestSchema, taskIdParamsSchema, taskSchema, updateTaskRequestSchema, type Task } from '@tend/contracts/tasks.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { route, type Audit } from '../../http/route';
import { checkAssignee, resolveLinks } from './task-links';
import { tasksRepo, toTaskView } from './tasks.repo';

type Found = NonNullable<Awaited<ReturnType<ReturnType<typeof tasksRepo>['one']>>>;

/**
 * One write to a task the caller can see (its assignee or creator), in one transaction with its
 * audit event; a task they cannot see is 404 (audited outside, so the refusal stays).
 */
async function writeTask(
  db: Db,
  { actor, now, audit }: { actor: Actor; now: Date; audit: Audit },
  id: string,
  action: string,
  write: (repo: ReturnType<typeof tasksRepo>, found: Found) => Promise<unknown>,
): Promise<Task | null> {
  const answer = await db.transaction(async (tx) => {
    const repo = tasksRepo(tx, actor);
    const found = await repo.one(id);
    if (!found) return undefined;
    await write(repo, found);
    await audit({ action, recordType: 'task', recordId: id, clientId: found.task.clientId, outcome: 'success' }, tx);
    const after = await repo.one(id);
    return after ? toTaskView(after, now) : null;
  });
  if (answer === undefined) {
    await audit({ action, recordType: 'task', recordId: id, outcome: 'not_found' });
    throw notFound('Task');
  }
  return answer;
}

/** Writing tasks: a new one, edits, complete / reopen, and deleting one written by hand. */
export function registerTaskWriteRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/tasks',
    access: 'clients:read',
    body: createTaskRequestSchema,
    response: taskSchema,
    handler: async ({ actor, body, now, audit, request, reply }): Promise<Task> =>
      // Quick add and the task dialog send an Idempotency-Key: a repeat after a lost answer adds the task once.
      db.transaction((tx) =>
        runIdempotent(tx, { request, reply, userId: actor.userId, scope: 'tasks.create', body, status: 201 }, async () => {
          const repo = tasksRepo(tx, actor);
          const links = await resolveLinks(repo, body);
          const assigneeId = body.assignee_id ?? actor.userId;
          await checkAssignee(repo, actor, assigneeId);
          const id = await repo.create(
            {
              title: body.title,
              details: body.details || null,
              dueAt: body.due_at ? new Date(body.due_at) : null,
              priority: body.priority,
              assigneeId,
              ...links,
            },
            now,
          );
          await audit({ action: 'create_task', recordType: 'task', recordId: id, clientId: links.clientId, outcome: 'success' }, tx);
          return toTaskView((await repo.one(id))!, now);
        }),
      ),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/tasks/:id',
    access: 'clients:read',
    params: taskIdParamsSchema,
    body: updateTaskRequestSchema,
    response: taskSchema,
    handler: async (ctx): Promise<Task> => {
      const { actor, body, params } = ctx;
      const answer = await writeTask(db, ctx, params.id, 'update_task', async (repo, { task }) => {
        // Links absent from the body stay as they are (the caller may not see the linked client).
        const relinks = body.client_id !== undefined || body.note_id !== undefined || body.encounter_id !== undefined;
        // What Tend created is about its cause: its title and links stay; when, how pressing and who may change.
        if (task.source !== 'manual' && (body.title !== undefined || relinks))
          throw badRequest('The title and links of a task Tend created cannot be changed.', { field: body.title !== undefined ? 'title' : 'client_id' });
        if (body.assignee_id !== undefined && body.assignee_id !== task.assigneeId) await checkAssignee(repo, actor, body.assignee_id);
        const links = relinks
          ? await resolveLinks(repo, {
              client_id: body.client_id !== undefined ? body.client_id : task.clientId,
              note_id: body.note_id !== undefined ? body.note_id : task.noteId,
              encounter_id: body.encounter_id !== undefined ? body.encounter_id : task.encounterId,
            })
          : {};
        await repo.update(
          params.id,
          {
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.details !== undefined ? { details: body.details || null } : {}),
            ...(body.due_at !== undefined ? { dueAt: body.due_at ? new Date(body.due_at) : null, dueNotifiedAt: null } : {}),
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
            // A new assignee has not been told it is due: the due reminder goes out again, to them.
            ...(body.assignee_id !== undefined
              ? { assigneeId: body.assignee_id, ...(body.assignee_id !== task.assigneeId ? { dueNotifiedAt: null } : {}) }
              : {}),
            ...links,
          },
          ctx.now,
        );
      });
      return answer ?? missing();
    },
  });

  for (const [verb, status] of [
    ['complete', 'done'],
    ['reopen', 'open'],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/api/tasks/:id/${verb}`,
      access: 'clients:read',
      params: taskIdParamsSchema,
      response: taskSchema,
      handler: async (ctx): Promise<Task> =>
        (await writeTask(db, ctx, ctx.params.id, `${verb}_task`, (repo) => repo.setStatus(ctx.params.id, status, ctx.now))) ?? missing(),
    });
  }

  route(app, {
    method: 'DELETE',
    url: '/api/tasks/:id',
    access: 'clients:read',
    params: taskIdParamsSchema,
    response: okResponseSchema,
    handler: async (ctx) => {
      await writeTask(db, ctx, ctx.params.id, 'delete_task', async (repo, { task }) => {
        // Tend's own tasks close themselves when their cause is resolved; deleting one would hide the cause.
        if (task.source !== 'manual') throw conflict('A task Tend created can be completed but not deleted.');
        if (task.createdBy !== ctx.actor.userId) throw forbidden('Only the person who created this task can delete it.');
        await repo.remove(task.id);
      });
      return { ok: true as const };
    },
  });
}

/** A task that vanished between the write and the read back (deleted meanwhile). */
const missing = (): never => {
  throw notFound('Task');
};
