import { messagingSettingsSchema, updateMessagingSettingsRequestSchema } from '@tend/contracts/messaging.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { messagingSettings, updateMessagingSettings } from './policy-text';

/** The practice's messaging policy line: every clinician reads it, only admins change it. */
export function registerMessagingSettingsRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/practice/messaging-settings',
    access: 'clients:read',
    response: messagingSettingsSchema,
    handler: ({ actor }) => messagingSettings(db, actor.practiceId),
  });

  route(app, {
    method: 'PUT',
    url: '/api/practice/messaging-settings',
    access: 'admin:settings',
    body: updateMessagingSettingsRequestSchema,
    response: messagingSettingsSchema,
    handler: ({ actor, body, audit }) =>
      db.transaction(async (tx) => {
        const saved = await updateMessagingSettings(tx, actor.practiceId, body.policy_text);
        await audit({ action: 'settings_change', recordType: 'practice_settings', recordId: actor.practiceId, outcome: 'success' }, tx);
        return saved;
      }),
  });
}
