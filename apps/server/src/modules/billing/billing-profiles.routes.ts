import {
  practiceBillingProfileSchema,
  providerBillingProfileSchema,
  updatePracticeBillingProfileSchema,
  updateProviderBillingProfileSchema,
} from '@tend/contracts/billing.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { maySetPracticeBilling, requirePracticeSettingsWriter } from './settings-access';
import { practiceProfile, providerProfile, savePracticeProfile, saveProviderProfile, toPracticeProfileView } from './billing-profiles.repo';

const userParamsSchema = z.object({ userId: z.uuid('userId must be a UUID') });

/** The practice's billing identity and missed-visit fees; each clinician's own NPI and licence. */
export function registerBillingProfileRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/billing/practice-profile',
    access: 'billing:read',
    response: practiceBillingProfileSchema,
    handler: async ({ actor }) => toPracticeProfileView(await practiceProfile(db, actor.practiceId), await maySetPracticeBilling(db, actor)),
  });

  route(app, {
    method: 'PUT',
    url: '/api/billing/practice-profile',
    access: 'billing:settings',
    body: updatePracticeBillingProfileSchema,
    response: practiceBillingProfileSchema,
    handler: async ({ actor, body, now, audit }) => {
      await requirePracticeSettingsWriter(db, actor);
      await db.transaction(async (tx) => {
        await savePracticeProfile(tx, actor.practiceId, body, now);
        await audit({ action: 'update', recordType: 'practice_billing_profile', recordId: actor.practiceId, outcome: 'success' }, tx);
      });
      return toPracticeProfileView(await practiceProfile(db, actor.practiceId), true);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/billing/provider-profile',
    access: 'billing:read',
    response: providerBillingProfileSchema,
    handler: async ({ actor }) => (await providerProfile(db, actor.practiceId, actor.userId))!,
  });

  route(app, {
    method: 'PUT',
    url: '/api/billing/provider-profile',
    access: 'billing:write',
    body: updateProviderBillingProfileSchema,
    response: providerBillingProfileSchema,
    handler: async ({ actor, body, now, audit }) => {
      await db.transaction(async (tx) => {
        await saveProviderProfile(tx, actor.practiceId, actor.userId, body, now);
        await audit({ action: 'update', recordType: 'provider_billing_profile', recordId: actor.userId, outcome: 'success' }, tx);
      });
      return (await providerProfile(db, actor.practiceId, actor.userId))!;
    },
  });

  /** An admin keeps a colleague's profile (someone in their own practice; anyone else looks missing). */
  const colleague = async (actor: Actor, userId: string) => {
    if (actor.acting !== 'admin' && userId !== actor.userId) throw forbidden('Only an administrator keeps another clinician’s billing profile.');
    const profile = await providerProfile(db, actor.practiceId, userId);
    if (!profile) throw notFound('User');
    return profile;
  };

  route(app, {
    method: 'GET',
    url: '/api/billing/provider-profile/:userId',
    access: 'billing:settings',
    params: userParamsSchema,
    response: providerBillingProfileSchema,
    handler: ({ actor, params }) => colleague(actor, params.userId),
  });

  route(app, {
    method: 'PUT',
    url: '/api/billing/provider-profile/:userId',
    access: 'billing:settings',
    params: userParamsSchema,
    body: updateProviderBillingProfileSchema,
    response: providerBillingProfileSchema,
    handler: async ({ actor, params, body, now, audit }) => {
      await colleague(actor, params.userId);
      await db.transaction(async (tx) => {
        await saveProviderProfile(tx, actor.practiceId, params.userId, body, now);
        await audit({ action: 'update', recordType: 'provider_billing_profile', recordId: params.userId, outcome: 'success' }, tx);
      });
      return (await providerProfile(db, actor.practiceId, params.userId))!;
    },
  });
}
