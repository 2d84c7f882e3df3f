import {
  billingServiceParamsSchema,
  billingServiceSchema,
  billingServicesResponseSchema,
  upsertBillingServiceSchema,
  type BillingService,
} from '@tend/contracts/billing.contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import { billingServices } from '@tend/db/schema/billing';
import { route } from '../../http/route';
import { ensureFeeSchedule } from './fee-schedule';
import { requirePracticeSettingsWriter } from './settings-access';

const toServiceView = (s: typeof billingServices.$inferSelect): BillingService => ({
  code: s.code,
  description: s.description,
  default_minutes: s.defaultMinutes,
  fee_cents: s.feeCents,
  add_on: s.addOn,
  active: s.active,
});

async function schedule(db: Db, practiceId: string) {
  await ensureFeeSchedule(db, practiceId);
  return db.select().from(billingServices).where(eq(billingServices.practiceId, practiceId)).orderBy(asc(billingServices.code));
}

/** The practice's fee schedule: read by whoever bills, changed by its administrator (or a solo therapist: settings-access.ts). */
export function registerFeeScheduleRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/billing/services',
    access: 'billing:read',
    response: billingServicesResponseSchema,
    handler: async ({ actor }) => ({ services: (await schedule(db, actor.practiceId)).map(toServiceView) }),
  });

  route(app, {
    method: 'PUT',
    url: '/api/billing/services/:code',
    access: 'billing:settings',
    params: billingServiceParamsSchema,
    body: upsertBillingServiceSchema,
    response: billingServiceSchema,
    handler: async ({ actor, params, body, now, audit }) => {
      await requirePracticeSettingsWriter(db, actor);
      const values = {
        description: body.description,
        defaultMinutes: body.default_minutes,
        feeCents: body.fee_cents,
        addOn: body.add_on,
        active: body.active,
        updatedAt: now,
      };
      const row = await db.transaction(async (tx) => {
        await ensureFeeSchedule(tx, actor.practiceId);
        const [saved] = await tx
          .insert(billingServices)
          .values({ practiceId: actor.practiceId, code: params.code, ...values })
          .onConflictDoUpdate({ target: [billingServices.practiceId, billingServices.code], set: values })
          .returning();
        await audit({ action: 'update', recordType: 'billing_service', recordId: params.code, outcome: 'success' }, tx);
        return saved!;
      });
      return toServiceView(row);
    },
  });
}
