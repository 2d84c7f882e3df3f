import { createAppointmentRequestSchema } from '@tend/contracts/calendar.contract';
import {
  appointmentRequestResponseSchema,
  appointmentRequestsQuerySchema,
  appointmentRequestsResponseSchema,
  declineAppointmentRequestSchema,
  portalRequestIdParamsSchema,
  type AppointmentRequestResponse,
  type AppointmentRequestsResponse,
} from '@tend/contracts/portal-appointments.contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { appointmentsRepo } from '../calendar/appointments.repo';
import { book } from '../calendar/booking';
import { appointmentRequestsRepo, type AppointmentRequestRow } from './appointment-requests.repo';
import { toAppointmentRequest } from './portal-appointment-view';
import { locationAt } from './portal-slots';
import { tellClientOfDecision } from './request-notices';

const notPending = (row: AppointmentRequestRow) => conflict(`This request was ${row.request.status} already.`);

export function registerAppointmentRequestRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/appointment-requests',
    access: 'clients:read',
    query: appointmentRequestsQuerySchema,
    response: appointmentRequestsResponseSchema,
    handler: async ({ actor, query, audit }): Promise<AppointmentRequestsResponse> => {
      const rows = await appointmentRequestsRepo(db, actor).byStatus(query.status);
      await audit({ action: 'list', recordType: 'appointment_request', outcome: 'success' });
      return { requests: rows.map(toAppointmentRequest) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/appointment-requests/:id/approve',
    access: 'clients:write',
    params: portalRequestIdParamsSchema,
    response: appointmentRequestResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<AppointmentRequestResponse> => {
      const row = await appointmentRequestsRepo(db, actor).request(params.id);
      if (!row) {
        await audit({ action: 'approve', recordType: 'appointment_request', recordId: params.id, outcome: 'not_found' });
        throw notFound('Request');
      }
      if (row.request.status !== 'pending') throw notPending(row);
      const { request: r } = row;
      if (r.requestedStart <= now) throw conflict('The requested time has passed: decline the request and offer another time.');
      const location = await locationAt(db, actor.practiceId, r.providerId, r.requestedStart, r.requestedEnd);
      // Booked as the calendar books: the same conflict and working-hours checks. A 409 rolls back and the request stays pending.
      const approved = await db.transaction(async (tx) => {
        const [visitId] = await book(
          appointmentsRepo(tx, actor),
          actor,
          createAppointmentRequestSchema.parse({
            client_id: r.clientId,
            provider_id: r.providerId,
            type_id: r.typeId,
            start: r.requestedStart.toISOString(),
            end: r.requestedEnd.toISOString(),
            location,
          }),
          now,
        );
        const requests = appointmentRequestsRepo(tx, actor);
        if (!(await requests.decide(r.id, { status: 'approved', decidedBy: actor.userId, decidedAt: now, encounterId: visitId ?? null })))
          throw notPending(row);
        await audit({ action: 'create', recordType: 'appointment', recordId: visitId ?? null, clientId: r.clientId, outcome: 'success' }, tx);
        await audit({ action: 'approve', recordType: 'appointment_request', recordId: r.id, clientId: r.clientId, outcome: 'success' }, tx);
        return (await requests.request(r.id))!;
      });
      await tellClientOfDecision(app, approved, 'approved', now);
      return { request: toAppointmentRequest(approved) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/appointment-requests/:id/decline',
    access: 'clients:write',
    params: portalRequestIdParamsSchema,
    body: declineAppointmentRequestSchema,
    response: appointmentRequestResponseSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<AppointmentRequestResponse> => {
      const requests = appointmentRequestsRepo(db, actor);
      const row = await requests.request(params.id);
      if (!row) {
        await audit({ action: 'decline', recordType: 'appointment_request', recordId: params.id, outcome: 'not_found' });
        throw notFound('Request');
      }
      // The change and its audit event commit together.
      await db.transaction(async (tx) => {
        const decided = await appointmentRequestsRepo(tx, actor).decide(params.id, {
          status: 'declined',
          decidedBy: actor.userId,
          decidedAt: now,
          declineReason: body.reason,
        });
        if (!decided) throw notPending(row);
        await audit({ action: 'decline', recordType: 'appointment_request', recordId: params.id, clientId: row.request.clientId, outcome: 'success' }, tx);
      });
      const declined = (await requests.request(params.id))!;
      await tellClientOfDecision(app, declined, 'declined', now);
      return { request: toAppointmentRequest(declined) };
    },
  });
}
