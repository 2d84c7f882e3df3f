import { okResponseSchema } from '@tend/contracts/auth.contract';
import {
  createTimeOffRequestSchema,
  putWorkScheduleRequestSchema,
  timeOffIdParamsSchema,
  timeOffSchema,
  workScheduleQuerySchema,
  workScheduleSchema,
  type TimeOff,
  type WorkSchedule,
} from '@tend/contracts/work-schedule.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../http/errors';
import { route, type Audit } from '../../http/route';
import { loadSchedule, type TimeOffSpan } from './availability';
import { workScheduleRepo, type ScheduleOwner } from './work-schedule.repo';

const toTimeOffView = (off: TimeOffSpan): TimeOff => ({
  id: off.id,
  starts_at: off.start.toISOString(),
  ends_at: off.end.toISOString(),
  reason: off.reason,
});

/** The clinician's schedule as the page edits it, with the time off that has not yet ended. */
async function scheduleView(db: Db, actor: Actor, providerId: string, now: Date): Promise<WorkSchedule> {
  const schedule = await loadSchedule(db, actor.practiceId, providerId, { start: now });
  if (!schedule) throw notFound('Clinician');
  return {
    provider_id: providerId,
    time_zone: schedule.timeZone,
    buffer_minutes: schedule.bufferMinutes,
    weekly: schedule.weekly,
    time_off: schedule.timeOff.map(toTimeOffView),
  };
}

/** The schedule the caller may change: 404 when they may not see it, 403 when they may only see it; refusals are audited. */
async function writableOwner(
  owner: ScheduleOwner | null,
  { action, missing, requested }: { action: string; missing: 'Clinician' | 'Time off'; requested?: string },
  audit: Audit,
): Promise<ScheduleOwner> {
  if (!owner) {
    await audit({ action, recordType: 'work_schedule', recordId: requested ?? null, outcome: 'not_found' });
    throw notFound(missing);
  }
  if (!owner.writable) {
    await audit({ action, recordType: 'work_schedule', recordId: owner.id, outcome: 'denied' });
    throw forbidden('Only the clinician or a practice administrator can change this schedule.');
  }
  return owner;
}

export function registerWorkScheduleRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/work-schedule',
    access: 'clients:read',
    query: workScheduleQuerySchema,
    response: workScheduleSchema,
    handler: async ({ actor, query, now }): Promise<WorkSchedule> => {
      const owner = await workScheduleRepo(db, actor).owner(query.provider_id);
      if (!owner) throw notFound('Clinician');
      return scheduleView(db, actor, owner.id, now);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/work-schedule',
    access: 'clients:write',
    body: putWorkScheduleRequestSchema,
    response: workScheduleSchema,
    handler: async ({ actor, body, now, audit }): Promise<WorkSchedule> => {
      const requested = body.provider_id ?? actor.userId;
      const owner = await writableOwner(await workScheduleRepo(db, actor).owner(requested), { action: 'update', missing: 'Clinician', requested }, audit);
      await db.transaction(async (tx) => {
        await workScheduleRepo(tx, actor).replaceWeekly(owner, body.weekly, body.buffer_minutes, now);
        await audit({ action: 'update', recordType: 'work_schedule', recordId: owner.id, outcome: 'success' }, tx);
      });
      return scheduleView(db, actor, owner.id, now);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/work-schedule/time-off',
    access: 'clients:write',
    body: createTimeOffRequestSchema,
    response: timeOffSchema,
    handler: async ({ actor, body, reply, audit }): Promise<TimeOff> => {
      const requested = body.provider_id ?? actor.userId;
      const owner = await writableOwner(await workScheduleRepo(db, actor).owner(requested), { action: 'add_time_off', missing: 'Clinician', requested }, audit);
      const row = await db.transaction(async (tx) => {
        const created = await workScheduleRepo(tx, actor).addTimeOff(owner, {
          startsAt: new Date(body.starts_at),
          endsAt: new Date(body.ends_at),
          reason: body.reason || null,
        });
        await audit({ action: 'add_time_off', recordType: 'work_schedule', recordId: owner.id, outcome: 'success' }, tx);
        return created;
      });
      reply.status(201);
      return toTimeOffView({ id: row.id, start: row.startsAt, end: row.endsAt, reason: row.reason });
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/work-schedule/time-off/:id',
    access: 'clients:write',
    params: timeOffIdParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }) => {
      const found = await workScheduleRepo(db, actor).timeOff(params.id);
      const owner = await writableOwner(found?.owner ?? null, { action: 'remove_time_off', missing: 'Time off' }, audit);
      await db.transaction(async (tx) => {
        if (!(await workScheduleRepo(tx, actor).deleteTimeOff(owner, params.id))) throw notFound('Time off');
        await audit({ action: 'remove_time_off', recordType: 'work_schedule', recordId: owner.id, outcome: 'success' }, tx);
      });
      return { ok: true as const };
    },
  });
}
