import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { practices } from '@tend/db/schema/practices';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: Credentials;
let alice: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
  alice = await t.login('alice');
  // Another part of the practice's settings, which a scheduling change must keep.
  await t.app.services.db
    .update(practices)
    .set({ settings: { ai_assistant: { voice_mode_enabled: true } } })
    .where(eq(practices.id, t.seeded.practiceIds.harbor));
});
afterAll(() => t.app.close());

const get = (who: Credentials) => t.app.inject(as(who, { method: 'GET', url: '/api/practice/scheduling-settings' }));
const patch = (who: Credentials, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'PATCH', url: '/api/practice/scheduling-settings', payload }));
const stored = async () => (await t.app.services.db.select().from(practices).where(eq(practices.id, t.seeded.practiceIds.harbor)))[0]!.settings;

describe('scheduling settings', () => {
  it("answers the practice's defaults to any clinician, and whether texts can be sent", async () => {
    const res = await get(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminder_lead_hours: [48, 2], sms_reminders: false, late_cancel_window_hours: 24, sms_available: false });
  });

  it('lets an admin change the fields sent, keeping the rest and the other settings, audited', async () => {
    const res = await patch(dana, { reminder_lead_hours: [2, 24], late_cancel_window_hours: 48 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminder_lead_hours: [24, 2], sms_reminders: false, late_cancel_window_hours: 48, sms_available: false });
    expect((await get(await t.login('ben'))).json()).toMatchObject({ reminder_lead_hours: [24, 2], late_cancel_window_hours: 48 });

    expect((await patch(dana, { sms_reminders: true })).json()).toMatchObject({
      reminder_lead_hours: [24, 2],
      sms_reminders: true,
      late_cancel_window_hours: 48,
    });
    expect(await stored()).toEqual({
      ai_assistant: { voice_mode_enabled: true },
      scheduling: { reminder_lead_hours: [24, 2], sms_reminders: true, late_cancel_window_hours: 48 },
    });

    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, t.seeded.userIds.dana), eq(auditEvents.action, 'settings_change')))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(event).toMatchObject({
      recordType: 'practice_settings',
      recordId: t.seeded.practiceIds.harbor,
      practiceId: t.seeded.practiceIds.harbor,
      outcome: 'success',
    });

    // Another practice keeps its own policy.
    expect((await get(await t.login('omar'))).json()).toMatchObject({ reminder_lead_hours: [48, 2], sms_reminders: false });
  });

  it('refuses a bad value with 400 naming the field, changing nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ reminder_lead_hours: [0] }, 'body.reminder_lead_hours.0'],
      [{ reminder_lead_hours: [1, 2, 3, 4] }, 'body.reminder_lead_hours'],
      [{ reminder_lead_hours: [2, 2] }, 'body.reminder_lead_hours'],
      [{ late_cancel_window_hours: 500 }, 'body.late_cancel_window_hours'],
      [{ sms_reminders: 'yes' }, 'body.sms_reminders'],
      [{ reminder_hours: [2] }, 'reminder_hours'],
    ];
    for (const [payload, field] of cases) {
      const res = await patch(dana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('is changed by admins only', async () => {
    const res = await patch(alice, { sms_reminders: false });
    expect(res.statusCode).toBe(403);
    expect((await get(alice)).json()).toMatchObject({ sms_reminders: true });
  });
});
