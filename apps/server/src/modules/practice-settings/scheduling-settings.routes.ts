import {
  schedulingSettingsResponseSchema,
  updateSchedulingSettingsRequestSchema,
  type SchedulingSettings,
  type SchedulingSettingsResponse,
} from '@tend/contracts/scheduling-settings.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { smsConfigOf } from '../reminders/sms-sender';
import { practiceSettingsRepo } from './practice-settings.repo';

export function registerSchedulingSettingsRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const smsAvailable = smsConfigOf(env) !== null;
  const view = (settings: SchedulingSettings): SchedulingSettingsResponse => ({ ...settings, sms_available: smsAvailable });

  route(app, {
    method: 'GET',
    url: '/api/practice/scheduling-settings',
    // Every clinician works by the policy (reminders, late cancellations); only admins change it.
    access: 'clients:read',
    response: schedulingSettingsResponseSchema,
    handler: async ({ actor }) => view(await practiceSettingsRepo(db, actor).scheduling()),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/practice/scheduling-settings',
    access: 'admin:settings',
    body: updateSchedulingSettingsRequestSchema,
    response: schedulingSettingsResponseSchema,
    handler: async ({ actor, body, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const next = await practiceSettingsRepo(tx, actor).updateScheduling(body);
        await audit({ action: 'settings_change', recordType: 'practice_settings', recordId: actor.practiceId, outcome: 'success' }, tx);
        return next;
      });
      return view(saved);
    },
  });
}
