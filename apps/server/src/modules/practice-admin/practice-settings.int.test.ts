import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { practiceBillingProfiles } from '@tend/db/schema/billing';
import { practices } from '@tend/db/schema/practices';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const harbor = () => t.seeded.practiceIds.harbor;
const storedSettings = async () => (await t.app.services.db.select().from(practices).where(eq(practices.id, harbor())))[0]!.settings;
const lastSettingsChange = async () =>
  (
    await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, t.seeded.userIds.dana), eq(auditEvents.action, 'settings_change')))
      .orderBy(desc(auditEvents.seq))
      .limit(1)
  )[0];

const address = { line1: '1 Harbor Way', line2: '', city: 'Portland', region: 'ME', postal_code: '04101', country: 'US' };

describe('practice profile', () => {
  it('saves name, zone and billing identity in one go, audited', async () => {
    const res = await call(dana, 'PATCH', '/api/admin/practice-profile', {
      name: 'Harbor Counseling',
      time_zone: 'america/new_york',
      legal_name: 'Harbor Counseling LLC',
      npi: '1245319599',
      tax_id: '12-3456789',
      address,
      phone: '+1 207 555 0100',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      name: 'Harbor Counseling',
      time_zone: 'America/New_York',
      legal_name: 'Harbor Counseling LLC',
      npi: '1245319599',
      tax_id: '123456789',
      address,
      phone: '+1 207 555 0100',
    };
    expect(res.json()).toEqual(expected);
    expect((await call(dana, 'GET', '/api/admin/practice-profile')).json()).toEqual(expected);
    const [billing] = await t.app.services.db.select().from(practiceBillingProfiles).where(eq(practiceBillingProfiles.practiceId, harbor()));
    expect(billing).toMatchObject({ npi: '1245319599', taxId: '123456789', legalName: 'Harbor Counseling LLC' });
    expect(await lastSettingsChange()).toMatchObject({ recordType: 'practice_profile', recordId: harbor(), outcome: 'success' });

    // Only the fields sent change.
    expect((await call(dana, 'PATCH', '/api/admin/practice-profile', { phone: null })).json()).toEqual({ ...expected, phone: null });
    // Another practice is untouched.
    const [riverside] = await t.app.services.db.select().from(practices).where(eq(practices.id, t.seeded.practiceIds.riverside));
    expect(riverside!.name).not.toBe('Harbor Counseling');
  });

  it('refuses a bad NPI check digit, tax id, zone or unknown field, changing nothing', async () => {
    const before = (await call(dana, 'GET', '/api/admin/practice-profile')).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ npi: '1245319598' }, 'npi'],
      [{ npi: '12345' }, 'npi'],
      [{ tax_id: '1234' }, 'tax_id'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ name: '' }, 'name'],
      [{ fax: '1' }, 'fax'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(dana, 'PATCH', '/api/admin/practice-profile', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await call(dana, 'GET', '/api/admin/practice-profile')).json()).toEqual(before);
  });
});

describe('security settings', () => {
  it('answers the rule, the session limits and how many staff lack a second factor', async () => {
    const res = await call(dana, 'GET', '/api/admin/security-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ require_mfa: false, remember_device_days: 30, session: { idle_minutes: 30, absolute_hours: 12 } });
    // Harbor's staff: Alice, Ben, Carla, Dana and Devon; the client Sam is not staff.
    expect(body.active_staff).toBe(5);
    expect(body.staff_without_second_factor).toBe(5);
  });

  it('saves the fields sent under settings.security, keeping the other settings, audited', async () => {
    const res = await call(dana, 'PATCH', '/api/admin/security-settings', { require_mfa: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ require_mfa: true, remember_device_days: 30 });
    expect((await call(dana, 'PATCH', '/api/admin/security-settings', { remember_device_days: 7 })).json()).toMatchObject({
      require_mfa: true,
      remember_device_days: 7,
    });
    expect((await storedSettings()).security).toEqual({ require_mfa: true, remember_device_days: 7 });
    expect(await lastSettingsChange()).toMatchObject({ recordType: 'practice_security', outcome: 'success' });
    for (const payload of [{ remember_device_days: 91 }, { require_mfa: 'yes' }, { idle_minutes: 5 }]) {
      expect((await call(dana, 'PATCH', '/api/admin/security-settings', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    await call(dana, 'PATCH', '/api/admin/security-settings', { require_mfa: false, remember_device_days: 30 });
  });
});

describe('AI assistant settings', () => {
  it('changes the assistant fields sent; GET keeps its shape', async () => {
    const res = await call(dana, 'PATCH', '/api/admin/settings', { ai_assistant: { global_interface_mode: 'sidebar', ai_personality: 'brief' } });
    expect(res.statusCode).toBe(200);
    const expected = {
      ai_assistant: {
        global_interface_mode: 'sidebar',
        voice_mode_enabled: false,
        mobile_optimization: true,
        ai_personality: 'brief',
        allow_client_names_in_prompts: false,
      },
    };
    expect(res.json()).toEqual(expected);
    expect((await call(dana, 'GET', '/api/admin/settings')).json()).toEqual(expected);
    expect(await lastSettingsChange()).toMatchObject({ recordType: 'practice_ai_settings' });
    for (const payload of [{ ai_assistant: { colour: 'red' } }, { ai_assistant: {}, ai_compliance: {} }, { ai_assistant: { voice_mode_enabled: 'on' } }]) {
      expect((await call(dana, 'PATCH', '/api/admin/settings', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('records and withdraws a BAA attestation beside (not inside) the assistant settings', async () => {
    const before = await call(dana, 'GET', '/api/admin/ai-compliance');
    expect(before.json()).toEqual({ baa_attested_at: null, baa_provider: null, provider: 'builtin', model: null, baa_required: false });
    const attested = await call(dana, 'PATCH', '/api/admin/ai-compliance', { attested: true, baa_provider: 'Acme AI' });
    expect(attested.json()).toMatchObject({ baa_attested_at: t.clock.now.toISOString(), baa_provider: 'Acme AI' });
    expect((await storedSettings()).ai_compliance).toEqual({ baa_attested_at: t.clock.now.toISOString(), baa_provider: 'Acme AI' });
    expect(Object.keys((await call(dana, 'GET', '/api/admin/settings')).json())).toEqual(['ai_assistant']);
    expect((await call(dana, 'PATCH', '/api/admin/ai-compliance', { attested: false })).json()).toMatchObject({
      baa_attested_at: null,
      baa_provider: 'Acme AI',
    });
  });
});
