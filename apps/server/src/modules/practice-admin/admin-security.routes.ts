import { adminSecuritySettingsSchema, updateSecuritySettingsSchema, type AdminSecuritySettings } from '@tend/contracts/admin-security.contract';
import { securitySettingsOf, type SecuritySettings } from '@tend/contracts/security-settings.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import { sessionPolicy } from '../../auth/session-policy';
import { route } from '../../http/route';
import { definedOnly, readPracticeSettings, updatePracticeSetting } from './practice-settings-store';
import { secondFactorAdoption } from './staff-factors';

async function view(db: Db, practiceId: string, settings: SecuritySettings): Promise<AdminSecuritySettings> {
  const adoption = await secondFactorAdoption(db, practiceId);
  return {
    ...settings,
    session: { idle_minutes: sessionPolicy.idleMs / 60_000, absolute_hours: sessionPolicy.absoluteMs / 3_600_000 },
    active_staff: adoption.staff,
    staff_without_second_factor: adoption.staff - adoption.withFactor,
  };
}

/** /admin/settings "Security": the practice's MFA rule (enforced at sign-in, see auth/mfa) and the fixed session limits. */
export function registerAdminSecurityRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/security-settings',
    access: 'admin:settings',
    response: adminSecuritySettingsSchema,
    handler: async ({ actor }) => view(db, actor.practiceId, securitySettingsOf(await readPracticeSettings(db, actor.practiceId))),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/admin/security-settings',
    access: 'admin:settings',
    body: updateSecuritySettingsSchema,
    response: adminSecuritySettingsSchema,
    handler: async ({ actor, body, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const next = await updatePracticeSetting(tx, actor.practiceId, 'security', (current) => ({ ...securitySettingsOf(current), ...definedOnly(body) }));
        await audit({ action: 'settings_change', recordType: 'practice_security', recordId: actor.practiceId, outcome: 'success' }, tx);
        return next;
      });
      return view(db, actor.practiceId, saved);
    },
  });
}
