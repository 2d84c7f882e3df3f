import { availabilityQuerySchema, availabilityResponseSchema, type Availability } from '@tend/contracts/work-schedule.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { loadSchedule, openSlots, workingIntervals } from './availability';
import { workScheduleRepo } from './work-schedule.repo';

const MINUTE = 60_000;

export function registerAvailabilityRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/availability',
    access: 'clients:read',
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
    handler: async ({ actor, query, now }): Promise<Availability> => {
      const repo = workScheduleRepo(db, actor);
      const owner = await repo.owner(query.provider_id);
      if (!owner) throw notFound('Clinician');
      const from = new Date(query.from);
      const to = new Date(query.to);
      const schedule = await loadSchedule(db, actor.practiceId, owner.id, { start: from, end: to });
      if (!schedule) throw notFound('Clinician');
      // A visit just outside the range still keeps its buffer inside it.
      const margin = schedule.bufferMinutes * MINUTE;
      const busy = await repo.busy(owner, new Date(from.getTime() - margin), new Date(to.getTime() + margin));
      // Only slots still to come are open.
      const slotsFrom = from > now ? from : now;
      return {
        time_zone: schedule.timeZone,
        working: workingIntervals(schedule, from, to).map((w) => ({ start: w.start.toISOString(), end: w.end.toISOString(), location: w.location })),
        open_slots: openSlots(schedule, busy, slotsFrom, to, query.slot_minutes).map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
      };
    },
  });
}
