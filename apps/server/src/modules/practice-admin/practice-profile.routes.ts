import { practiceProfileSchema, updatePracticeProfileSchema } from '@tend/contracts/practice-profile.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { readPracticeProfile, savePracticeProfileChanges } from './practice-profile.repo';

/** /admin/settings "Practice profile": name, time zone and the identity printed on claims. */
export function registerPracticeProfileRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/practice-profile',
    access: 'admin:settings',
    response: practiceProfileSchema,
    handler: async ({ actor }) => readPracticeProfile(db, actor.practiceId),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/admin/practice-profile',
    access: 'admin:settings',
    body: updatePracticeProfileSchema,
    response: practiceProfileSchema,
    handler: async ({ actor, body, now, audit }) => {
      await db.transaction(async (tx) => {
        await savePracticeProfileChanges(tx, actor.practiceId, body, now);
        await audit({ action: 'settings_change', recordType: 'practice_profile', recordId: actor.practiceId, outcome: 'success' }, tx);
      });
      return readPracticeProfile(db, actor.practiceId);
    },
  });
}
