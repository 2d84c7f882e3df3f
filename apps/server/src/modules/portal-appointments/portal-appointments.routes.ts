import {
  createPortalRequestSchema,
  PORTAL_DEFAULT_SLOT_MINUTES,
  PORTAL_MAX_PENDING_REQUESTS,
  portalAppointmentsResponseSchema,
  portalRequestIdParamsSchema,
  portalRequestResponseSchema,
  portalSlotsQuerySchema,
  portalSlotsResponseSchema,
  portalVisitResponseSchema,
  type PortalAppointmentsResponse,
  type PortalRequestResponse,
  type PortalSlotsResponse,
  type PortalVisitResponse,
} from '@tend/contracts/portal-appointments.contract';
import { schedulingSettingsOf } from '@tend/contracts/scheduling-settings.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { clientDisplayName } from '../clients/client-view';
import { appointmentsRepo } from '../calendar/appointments.repo';
import { appointmentRequestsRepo } from './appointment-requests.repo';
import { practiceContactOf } from './cancel-policy';
import { shortWhen, toPortalRequest, toPortalVisit, type PolicyContext } from './portal-appointment-view';
import { earliestRequestable, openSlotAt, openTimes } from './portal-slots';
import { portalVisitsRepo } from './portal-visits.repo';
import { tellClinicianOfCancellation, tellClinicianOfRequest } from './request-notices';

const WEEK_MS = 7 * 86_400_000;
const CANCEL_REASON = 'Cancelled by client in the portal';

/** The practice's zone and policy, read once per request. */
async function practicePolicy(db: Db, actor: Actor, now: Date): Promise<PolicyContext & { timeZone: string }> {
  const practice = await portalVisitsRepo(db, actor).practice();
  return {
    now,
    timeZone: practice.timeZone,
    windowHours: schedulingSettingsOf(practice.settings).late_cancel_window_hours,
    contact: practiceContactOf(practice.settings),
  };
}

/** A client record the user may request for, with its clinician; 404 when not theirs, 400 when it has no clinician. */
async function requestableClient(db: Db, actor: Actor, clientId: string) {
  const client = (await portalVisitsRepo(db, actor).bookableClients()).find((c) => c.id === clientId);
  if (!client) return null;
  if (!client.providerId || !client.providerName) throw badRequest('client_id: this record has no clinician to request a visit from; message the practice');
  return { ...client, providerId: client.providerId };
}

async function slotMinutesOf(db: Db, actor: Actor, typeId: string | null | undefined) {
  if (!typeId) return { typeId: null, minutes: PORTAL_DEFAULT_SLOT_MINUTES };
  const type = (await portalVisitsRepo(db, actor).activeTypes()).find((t) => t.id === typeId);
  if (!type) throw badRequest('type_id: not an appointment type of this practice');
  return { typeId: type.id, minutes: type.durationMinutes };
}

export function registerPortalAppointmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/portal/appointments',
    access: 'portal:self',
    response: portalAppointmentsResponseSchema,
    handler: async ({ actor, now, audit }): Promise<PortalAppointmentsResponse> => {
      const visits = portalVisitsRepo(db, actor);
      const policy = await practicePolicy(db, actor, now);
      const [upcoming, past, requests, clients, types] = [
        await visits.upcoming(now),
        await visits.past(now),
        await appointmentRequestsRepo(db, actor).recent(now),
        await visits.bookableClients(),
        await visits.activeTypes(),
      ];
      await audit({ action: 'list', recordType: 'appointment', outcome: 'success' });
      const upcomingViews = upcoming.map((v) => toPortalVisit(v, policy));
      return {
        time_zone: policy.timeZone,
        late_cancel_window_hours: policy.windowHours,
        practice_phone: policy.contact.phone,
        practice_email: policy.contact.email,
        next: upcomingViews.find((v) => v.status === 'scheduled' || v.status === 'arrived') ?? null,
        upcoming: upcomingViews,
        past: past.map((v) => toPortalVisit(v, policy)),
        requests: requests.map(toPortalRequest),
        clients: clients.map((c) => ({ id: c.id, name: clientDisplayName(c), provider_name: c.providerName, can_request: !!c.providerId && !!c.providerName })),
        types: types.map((t) => ({ id: t.id, name: t.name, duration_minutes: t.durationMinutes })),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/portal/appointment-slots',
    access: 'portal:self',
    query: portalSlotsQuerySchema,
    response: portalSlotsResponseSchema,
    handler: async ({ actor, query, now, audit }): Promise<PortalSlotsResponse> => {
      const client = await requestableClient(db, actor, query.client_id);
      await audit({ action: 'list_open_times', recordType: 'appointment', clientId: query.client_id, outcome: client ? 'success' : 'not_found' });
      if (!client) throw notFound('Client');
      const { minutes } = await slotMinutesOf(db, actor, query.type_id);
      const from = earliestRequestable(now);
      const slots = await openTimes(db, actor.practiceId, client.providerId, from, new Date(from.getTime() + query.weeks * WEEK_MS), minutes);
      const { timeZone } = await practicePolicy(db, actor, now);
      return {
        time_zone: timeZone,
        slot_minutes: minutes,
        slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString(), location: s.location })),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/portal/appointment-requests',
    access: 'portal:self',
    body: createPortalRequestSchema,
    response: portalRequestResponseSchema,
    handler: async ({ actor, body, now, reply, audit }): Promise<PortalRequestResponse> => {
      const start = new Date(body.start);
      const client = await requestableClient(db, actor, body.client_id);
      if (!client) {
        await audit({ action: 'request_appointment', recordType: 'appointment_request', clientId: body.client_id, outcome: 'not_found' });
        throw notFound('Client');
      }
      const created = await db.transaction(async (tx) => {
        const requests = appointmentRequestsRepo(tx, actor);
        if ((await requests.pendingCount(client.id)) >= PORTAL_MAX_PENDING_REQUESTS)
          throw conflict(`You already have ${PORTAL_MAX_PENDING_REQUESTS} requests waiting for an answer: withdraw one or wait for the practice to answer.`);
        const { typeId, minutes } = await slotMinutesOf(tx, actor, body.type_id);
        // One request at a time per calendar, so two clients cannot both take the last slot.
        await appointmentsRepo(tx, actor).lockCalendar(client.providerId);
        const slot = start >= earliestRequestable(now) ? await openSlotAt(tx, actor.practiceId, client.providerId, start, minutes) : null;
        if (!slot)
          throw new HttpError(409, errorCodes.slotUnavailable, 'That time is no longer open: someone may have taken it, or it is too soon. Pick another time.');
        const id = await requests.insert({
          clientId: client.id,
          providerId: client.providerId,
          typeId,
          requestedStart: slot.start,
          requestedEnd: slot.end,
          message: body.message || null,
          requestedBy: actor.userId,
          createdAt: now,
        });
        await audit({ action: 'request_appointment', recordType: 'appointment_request', recordId: id, clientId: client.id, outcome: 'success' }, tx);
        return (await requests.request(id))!;
      });
      const { timeZone } = await practicePolicy(db, actor, now);
      await tellClinicianOfRequest(
        app,
        created.request.providerId,
        clientDisplayName(created.client),
        shortWhen(created.request.requestedStart, timeZone),
        now,
      );
      reply.status(201);
      return { request: toPortalRequest(created) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/portal/appointment-requests/:id/withdraw',
    access: 'portal:self',
    params: portalRequestIdParamsSchema,
    response: portalRequestResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<PortalRequestResponse> => {
      const requests = appointmentRequestsRepo(db, actor);
      const row = await requests.request(params.id);
      if (!row) {
        await audit({ action: 'withdraw', recordType: 'appointment_request', recordId: params.id, outcome: 'not_found' });
        throw notFound('Request');
      }
      // The change and its audit event commit together; a request decided already changes nothing.
      await db.transaction(async (tx) => {
        if (!(await appointmentRequestsRepo(tx, actor).decide(params.id, { status: 'withdrawn', decidedBy: actor.userId, decidedAt: now })))
          throw conflict(`This request was ${row.request.status} already: nothing to withdraw.`);
        await audit({ action: 'withdraw', recordType: 'appointment_request', recordId: params.id, clientId: row.request.clientId, outcome: 'success' }, tx);
      });
      return { request: toPortalRequest((await requests.request(params.id))!) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/portal/appointments/:id/cancel',
    access: 'portal:self',
    params: portalRequestIdParamsSchema,
    response: portalVisitResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<PortalVisitResponse> => {
      const visits = portalVisitsRepo(db, actor);
      const policy = await practicePolicy(db, actor, now);
      const visit = await visits.visit(params.id);
      if (!visit) {
        await audit({ action: 'cancel', recordType: 'appointment', recordId: params.id, outcome: 'not_found' });
        throw notFound('Appointment');
      }
      const view = toPortalVisit(visit, policy);
      if (!view.cancellable) {
        await audit({ action: 'cancel', recordType: 'appointment', recordId: params.id, clientId: visit.encounter.clientId, outcome: 'denied' });
        if (view.cancel_refusal?.startsWith('Less than')) throw new HttpError(409, errorCodes.lateCancellation, view.cancel_refusal);
        throw conflict(view.cancel_refusal ?? `This visit is ${visit.encounter.status.replace('_', ' ')}: there is nothing to cancel.`);
      }
      await db.transaction(async (tx) => {
        if (!(await portalVisitsRepo(tx, actor).cancel(params.id, { reason: CANCEL_REASON, now })))
          throw conflict('This visit changed meanwhile: reload and try again.');
        await audit({ action: 'status_cancelled', recordType: 'appointment', recordId: params.id, clientId: visit.encounter.clientId, outcome: 'success' }, tx);
      });
      const name = visit.groupName ?? clientDisplayName(visit.client);
      await tellClinicianOfCancellation(app, visit.encounter.providerId, name, shortWhen(visit.encounter.scheduledStart, policy.timeZone), now);
      return { appointment: toPortalVisit((await visits.visit(params.id))!, policy) };
    },
  });
}
