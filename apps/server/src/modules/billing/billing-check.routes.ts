import { appointmentIdParamsSchema } from '@tend/contracts/calendar.contract';
import { billingCheckSchema, changeServiceCodeSchema } from '@tend/contracts/billing.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { appointmentsRepo } from '../calendar/appointments.repo';
import { checkServiceCode } from './billing-check';
import { billingRepo } from './billing.repo';
import { isActiveCode } from './fee-schedule';
import { syncVisitCharges, visitServiceCode } from './visit-charges';

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 60_000);

/** The signing time check: does the visit's code fit its length, and changing the code (and its charge). */
export function registerBillingCheckRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/appointments/:id/billing-check',
    access: 'clients:read',
    params: appointmentIdParamsSchema,
    response: billingCheckSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await appointmentsRepo(db, actor).visit(params.id);
      await audit({
        action: 'billing_check',
        recordType: 'appointment',
        recordId: params.id,
        clientId: row?.encounter.clientId,
        outcome: row ? 'success' : 'not_found',
      });
      if (!row) throw notFound('Appointment');
      const v = row.encounter;
      return checkServiceCode(v.id, await visitServiceCode(db, v), minutesBetween(v.scheduledStart, v.scheduledEnd));
    },
  });

  /**
   * Sets the visit's code and re-prices it in one transaction: its live service lines are voided
   * (what was paid on them becomes credit) and, for a completed visit, made again at the new code.
   * A line already on a claim is not re-priced here (409).
   */
  route(app, {
    method: 'PUT',
    url: '/api/appointments/:id/service-code',
    access: 'clients:write',
    params: appointmentIdParamsSchema,
    body: changeServiceCodeSchema,
    response: billingCheckSchema,
    handler: async ({ actor, params, body, audit, now }) => {
      if (!(await isActiveCode(db, actor.practiceId, body.service_code)))
        throw badRequest(`body.service_code: ${body.service_code} is not an active code on the practice's fee schedule`);
      const visit = await db.transaction(async (tx) => {
        const visits = appointmentsRepo(tx, actor);
        const row = await visits.visit(params.id);
        if (!row) return null;
        const repo = billingRepo(tx, actor);
        // The client's lock before the visit's row, the order every calendar write takes them in.
        if (!(await repo.lockClient(row.encounter.clientId))) return null;
        const lines = (await repo.visitCharges(row.encounter.id)).filter((c) => c.lineKey.startsWith('service:'));
        if (lines.some((c) => c.claimBatchId)) throw conflict('This visit’s charge is on a claim batch: it cannot be re-priced here.');
        await visits.updateVisit(row.encounter.id, { serviceCode: body.service_code });
        for (const c of lines)
          if (!(await repo.voidCharge(c.id, `Service code changed to ${body.service_code}`, now)))
            throw conflict('This visit’s charge was put on a claim batch a moment ago: it cannot be re-priced here.');
        await syncVisitCharges(tx, actor, [row.encounter.id], now);
        await audit(
          { action: 'update_service_code', recordType: 'appointment', recordId: params.id, clientId: row.encounter.clientId, outcome: 'success' },
          tx,
        );
        return { ...row.encounter, serviceCode: body.service_code };
      });
      if (!visit) {
        await audit({ action: 'update_service_code', recordType: 'appointment', recordId: params.id, outcome: 'not_found' });
        throw notFound('Appointment');
      }
      return checkServiceCode(visit.id, visit.serviceCode, minutesBetween(visit.scheduledStart, visit.scheduledEnd));
    },
  });
}
