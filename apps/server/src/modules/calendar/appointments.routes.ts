import {
  appointmentIdParamsSchema,
  appointmentsWrittenSchema,
  appointmentStatusChangeSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  createAppointmentRequestSchema,
  updateAppointmentRequestSchema,
  type AppointmentsWritten,
  type CalendarResponse,
} from '@tend/contracts/calendar.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, notFound } from '../../http/errors';
import { route, type Audit } from '../../http/route';
import { toCalendarAppointment } from './appointment-view';
import { appointmentsRepo } from './appointments.repo';
import { book, changeStatus, editSeries, editVisit } from './booking';
import { billingRepo } from '../billing/billing.repo';
import { syncVisitCharges } from '../billing/visit-charges';

/** Runs a calendar write in one transaction, audits it against the client, and answers the visits written. */
async function writeVisits(
  db: Db,
  actor: Actor,
  audit: Audit,
  action: string,
  write: (repo: ReturnType<typeof appointmentsRepo>, tx: Db) => Promise<{ ids: string[]; clientId: string }>,
): Promise<AppointmentsWritten> {
  const rows = await db.transaction(async (tx) => {
    const repo = appointmentsRepo(tx, actor);
    const { ids, clientId } = await write(repo, tx);
    await audit({ action, recordType: 'appointment', recordId: ids[0] ?? null, clientId, outcome: 'success' }, tx);
    return repo.visitsByIds(ids);
  });
  return { appointments: rows.map(toCalendarAppointment) };
}

export function registerAppointmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/appointments',
    access: 'clients:read',
    query: calendarQuerySchema,
    response: calendarResponseSchema,
    handler: async ({ actor, query, audit }): Promise<CalendarResponse> => {
      const repo = appointmentsRepo(db, actor);
      const requested = query.provider_ids ?? [actor.userId];
      const permitted = await repo.permittedProviders(requested);
      if (permitted.length !== requested.length) throw badRequest('query.provider_ids: includes a clinician whose calendar you may not see');
      const rows = await repo.range(query, permitted);
      await audit({ action: 'list', recordType: 'appointment', clientId: query.client_id ?? null, outcome: 'success' });
      return { appointments: rows.map(toCalendarAppointment) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/appointments/:id',
    access: 'clients:read',
    params: appointmentIdParamsSchema,
    response: appointmentsWrittenSchema,
    handler: async ({ actor, params, audit }): Promise<AppointmentsWritten> => {
      const row = await appointmentsRepo(db, actor).visit(params.id);
      await audit({
        action: 'read',
        recordType: 'appointment',
        recordId: params.id,
        clientId: row?.encounter.clientId,
        outcome: row ? 'success' : 'not_found',
      });
      if (!row) throw notFound('Appointment');
      return { appointments: [toCalendarAppointment(row)] };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/appointments',
    access: 'clients:write',
    body: createAppointmentRequestSchema,
    response: appointmentsWrittenSchema,
    handler: async ({ actor, body, now, reply, audit }): Promise<AppointmentsWritten> => {
      const written = await writeVisits(db, actor, audit, 'create', async (repo) => ({ ids: await book(repo, actor, body, now), clientId: body.client_id }));
      reply.status(201);
      return written;
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/appointments/:id',
    access: 'clients:write',
    params: appointmentIdParamsSchema,
    body: updateAppointmentRequestSchema,
    response: appointmentsWrittenSchema,
    handler: ({ actor, params, body, now, audit }) =>
      writeVisits(db, actor, audit, body.scope === 'this' ? 'update' : `update_${body.scope}`, async (repo, tx) => {
        const visit = await repo.visit(params.id);
        if (!visit) throw notFound('Appointment');
        const series = visit.encounter.seriesId !== null && body.scope !== 'this';
        // A completed visit's charges follow its code, place, length and clinician (issue 14): the
        // client's ledger lock comes before the visit's row, as in the status change.
        const billed = visit.encounter.status === 'completed' && !series;
        if (billed) await billingRepo(tx, actor).lockClient(visit.encounter.clientId);
        const ids = series ? await editSeries(repo, actor, visit, body, now) : await editVisit(repo, actor, visit, body);
        if (billed) await syncVisitCharges(tx, actor, ids, now);
        return { ids, clientId: visit.encounter.clientId };
      }),
  });

  route(app, {
    method: 'POST',
    url: '/api/appointments/:id/status',
    access: 'clients:write',
    params: appointmentIdParamsSchema,
    body: appointmentStatusChangeSchema,
    response: appointmentsWrittenSchema,
    handler: ({ actor, params, body, now, audit }) =>
      writeVisits(db, actor, audit, `status_${body.status}`, async (repo, tx) => {
        const visit = await repo.visit(params.id);
        if (!visit) throw notFound('Appointment');
        // The client's ledger lock before the visit's row, the order the service-code change takes them in.
        await billingRepo(tx, actor).lockClient(visit.encounter.clientId);
        const ids = await changeStatus(repo, actor, visit, body, now);
        // Charges follow the status in the same transaction (issue 14).
        await syncVisitCharges(tx, actor, ids, now);
        return { ids, clientId: visit.encounter.clientId };
      }),
  });
}
