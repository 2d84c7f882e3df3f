import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientConsents } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentReminders } from '@tend/db/schema/reminders';
import { startFakeSmsServer, type FakeSmsServer } from '../../../test/fake-sms-server';
import { as, createTestApp, type TestApp } from '../../../test/test-app';
import { sweepReminders } from './reminder-sweep';
import { smsSenderFor } from './sms-sender';
import { smsSignature } from './sms-signature';

const hour = 3_600_000;
const authToken = 'sms-auth-token-for-tests';
const publicUrl = 'https://tend.example';
// Numbers no other test file uses: a STOP reaches every client with the number.
const samPhone = { stored: '(617) 555-0142', e164: '+16175550142' };
const jordanPhone = { stored: '617-555-0199', e164: '+16175550199' };

let t: TestApp;
let fake: FakeSmsServer;

beforeAll(async () => {
  fake = await startFakeSmsServer();
  t = await createTestApp({
    env: { PUBLIC_URL: publicUrl, SMS_API_BASE_URL: fake.baseUrl, SMS_ACCOUNT_SID: 'ACtest0001', SMS_AUTH_TOKEN: authToken, SMS_FROM: '+15550001111' },
  });
  const { db } = t.app.services;
  await db.update(clients).set({ phone: samPhone.stored }).where(eq(clients.id, t.seeded.clientIds.sam!));
  await db.update(clients).set({ phone: jordanPhone.stored }).where(eq(clients.id, t.seeded.clientIds.jordan!));
  // Sam agreed to texts, recorded by Alice; Jordan never did.
  await db
    .insert(clientConsents)
    .values({ clientId: t.seeded.clientIds.sam!, kind: 'sms_reminders', granted: true, recordedBy: t.seeded.userIds.alice, recordedAt: t.clock.now });
  const dana = await t.login('dana');
  const on = await t.app.inject(
    as(dana, { method: 'PATCH', url: '/api/practice/scheduling-settings', payload: { sms_reminders: true, reminder_lead_hours: [2] } }),
  );
  expect(on.json()).toMatchObject({ sms_reminders: true, sms_available: true });
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});
beforeEach(() => {
  fake.received.length = 0;
  fake.status = 201;
  // Time moves on between tests, as between sweeps: each test's visits are its own.
  t.clock.advance(24 * hour);
});

async function visit(client: 'sam' | 'jordan', hoursAhead = 1) {
  const start = new Date(t.clock.now.getTime() + hoursAhead * hour);
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds[client]!,
      providerId: t.seeded.userIds.alice,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + hour),
      serviceCode: '90834',
      location: 'telehealth',
      telehealthUrl: 'https://meet.example/room-5520',
    })
    .returning();
  return row!;
}

const smsRows = (ids: string[]) =>
  t.app.services.db
    .select({ encounterId: appointmentReminders.encounterId, outcome: appointmentReminders.outcome })
    .from(appointmentReminders)
    .where(and(inArray(appointmentReminders.encounterId, ids), eq(appointmentReminders.channel, 'sms')));

const sweep = () =>
  sweepReminders({ db: t.app.services.db, mailer: t.app.services.mailer, sms: smsSenderFor(t.app.services.env), publicUrl, now: t.clock.now });

/** The provider's POST to the inbound webhook, signed as Twilio signs it (or with the given signature). */
function inbound(fields: Record<string, string>, signature = smsSignature(authToken, `${publicUrl}/api/sms/inbound`, fields)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(fields).toString(),
  });
}

const twilioFields = (from: string, body: string) => ({
  MessageSid: 'SM0001',
  AccountSid: 'ACtest0001',
  From: from,
  To: '+15550001111',
  Body: body,
  NumSegments: '1',
});

const latestConsent = async (client: 'sam' | 'jordan') => {
  const [row] = await t.app.services.db
    .select()
    .from(clientConsents)
    .where(and(eq(clientConsents.clientId, t.seeded.clientIds[client]!), eq(clientConsents.kind, 'sms_reminders')))
    .orderBy(desc(clientConsents.recordedAt))
    .limit(1);
  return row;
};

describe('appointment reminders by text', () => {
  it('texts a client who consented, through the provider API, and records no_consent for one who did not', async () => {
    const sams = await visit('sam');
    const jordans = await visit('jordan');

    await sweep();

    expect(fake.received).toHaveLength(1);
    const [text] = fake.received;
    expect(text).toMatchObject({ accountSid: 'ACtest0001', credentials: `ACtest0001:${authToken}`, to: samPhone.e164, from: '+15550001111' });
    expect(text!.body).toMatch(/^Harbor Counseling Collective: reminder of your appointment with Alice on .+ at \d{1,2}:\d{2} [AP]M E[SD]T\. /);
    expect(text!.body).toContain(`${publicUrl}/client`);
    expect(text!.body.endsWith('Reply STOP to opt out')).toBe(true);
    for (const secret of ['90834', 'meet.example', 'Moreno', 'Lee', 'Sam']) expect(text!.body, secret).not.toContain(secret);
    expect(await smsRows([sams.id, jordans.id])).toEqual(
      expect.arrayContaining([
        { encounterId: sams.id, outcome: 'sent' },
        { encounterId: jordans.id, outcome: 'no_consent' },
      ]),
    );

    await sweep();
    expect(fake.received).toHaveLength(1);
  });

  it('records a refused text as failed, without retrying it every sweep', async () => {
    const sams = await visit('sam');
    fake.status = 400;
    await sweep();
    fake.status = 201;
    await sweep();
    expect(fake.received).toEqual([]);
    expect(await smsRows([sams.id])).toEqual([{ encounterId: sams.id, outcome: 'failed' }]);
  });

  it('refuses an inbound message whose signature is wrong, changing nothing', async () => {
    const before = await latestConsent('sam');
    const forged = await inbound(
      twilioFields(samPhone.e164, 'STOP'),
      smsSignature('not-the-token', `${publicUrl}/api/sms/inbound`, twilioFields(samPhone.e164, 'STOP')),
    );
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      payload: new URLSearchParams(twilioFields(samPhone.e164, 'STOP')).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed, then one field changed on the way.
    const tampered = await inbound(
      { ...twilioFields(samPhone.e164, 'STOP'), From: jordanPhone.e164 },
      smsSignature(authToken, `${publicUrl}/api/sms/inbound`, twilioFields(samPhone.e164, 'STOP')),
    );
    expect(tampered.statusCode).toBe(403);
    expect(await latestConsent('sam')).toEqual(before);
  });

  it('answers other replies with empty TwiML and records nothing', async () => {
    const res = await inbound(twilioFields(samPhone.e164, 'Thanks, see you then'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await latestConsent('sam')).toMatchObject({ granted: true });
  });

  it('STOP withdraws consent as the client did, and the next sweep sends no text', async () => {
    const res = await inbound(twilioFields(samPhone.e164, '  stop '));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await latestConsent('sam')).toMatchObject({ granted: false, recordedBy: null, source: 'SMS STOP' });
    expect(await latestConsent('jordan')).toBeUndefined();

    const sams = await visit('sam');
    await sweep();
    expect(fake.received).toEqual([]);
    expect(await smsRows([sams.id])).toEqual([{ encounterId: sams.id, outcome: 'no_consent' }]);
  });

  it('knows every opt-out word, in any case', async () => {
    for (const word of ['STOPALL', 'Unsubscribe', 'cancel', 'END', 'quit']) {
      await t.app.services.db
        .insert(clientConsents)
        .values({ clientId: t.seeded.clientIds.jordan!, kind: 'sms_reminders', granted: true, recordedBy: t.seeded.userIds.alice, recordedAt: t.clock.now });
      t.clock.advance(1000);
      expect((await inbound(twilioFields(jordanPhone.e164, word))).statusCode).toBe(200);
      expect(await latestConsent('jordan'), word).toMatchObject({ granted: false, source: 'SMS STOP' });
      t.clock.advance(1000);
    }
  });

  it('sends no text, and records nothing for texts, while the practice has them off', async () => {
    await t.app.services.db
      .insert(clientConsents)
      .values({ clientId: t.seeded.clientIds.sam!, kind: 'sms_reminders', granted: true, recordedBy: t.seeded.userIds.alice, recordedAt: t.clock.now });
    const dana = await t.login('dana');
    await t.app.inject(as(dana, { method: 'PATCH', url: '/api/practice/scheduling-settings', payload: { sms_reminders: false } }));
    const sams = await visit('sam');
    await sweep();
    expect(fake.received).toEqual([]);
    expect(await smsRows([sams.id])).toEqual([]);
  });
});
