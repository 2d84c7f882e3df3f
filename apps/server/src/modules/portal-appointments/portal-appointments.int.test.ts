/**
 * Portal appointments on a real database: open times from the clinician's real availability, a
 * request that notifies the clinician and is approved onto both calendars, a conflicting approval,
 * a decline, cancellation by policy, and isolation between clients, guardians and couples.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { auditEvents } from '@tend/db/schema/audit';
import { clientGroupMembers, clientGroups, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notifications } from '@tend/db/schema/notifications';
import { practices } from '@tend/db/schema/practices';
import { appointmentRequests } from '@tend/db/schema/portal';
import { users } from '@tend/db/schema/users';
import { hashPassword } from '../../auth/passwords';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let sam: Credentials;
let guardian: Credentials;
let partner: Credentials;
let minorId: string;
let partnerClientId: string;
let groupId: string;

// Monday 7 January 2030, 10:00 in New York (the persona practice's zone). Alice works Wednesdays 9–12 and Thursdays 9–10.
const now = new Date('2030-01-07T15:00:00Z');
const wed = (time: string) => `2030-01-09T${time}:00.000Z`;

const call = (who: Credentials, options: InjectOptions) => t.app.inject(as(who, options));
const slots = (who: Credentials, clientId: string, extra = '') =>
  call(who, { method: 'GET', url: `/api/portal/appointment-slots?client_id=${clientId}${extra}` });
const requestTime = (who: Credentials, payload: Record<string, unknown>) => call(who, { method: 'POST', url: '/api/portal/appointment-requests', payload });
const portal = (who: Credentials) => call(who, { method: 'GET', url: '/api/portal/appointments' });
const book = (who: Credentials, clientId: string, start: string, minutes = 50) =>
  call(who, {
    method: 'POST',
    url: '/api/appointments',
    payload: { client_id: clientId, start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString(), allow_outside_hours: true },
  });
const auditOf = (action: string, recordId: string) =>
  t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordId, recordId)));

/** A portal account of the alice practice, signed in. */
async function portalUser(name: string): Promise<Credentials & { id: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const [user] = await t.app.services.db
    .insert(users)
    .values({ practiceId: t.seeded.practiceIds.harbor, email, name, role: 'client', passwordHash: await hashPassword(seedPassword) })
    .returning();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
  expect(res.statusCode).toBe(200);
  return { id: user!.id, cookie: sessionCookie(res), token: res.json().access_token, userId: user!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = now;
  [alice, ben, sam] = await Promise.all([t.login('alice'), t.login('ben'), t.login('sam')]);
  const { db } = t.app.services;
  const practiceId = t.seeded.practiceIds.harbor;
  await db
    .update(practices)
    .set({ settings: { contact: { phone: '555-0100' } } })
    .where(eq(practices.id, practiceId));
  const put = await call(alice, {
    method: 'PUT',
    url: '/api/work-schedule',
    payload: {
      weekly: [
        { weekday: 3, start: '09:00', end: '12:00', location: 'office' },
        { weekday: 4, start: '09:00', end: '10:00', location: 'telehealth' },
      ],
      buffer_minutes: 0,
    },
  });
  expect(put.statusCode).toBe(200);

  // A minor of Alice's with a guardian's account; Sam's partner with their own account, and the couple.
  guardian = await portalUser('Gale Guardian');
  const [minor] = await db
    .insert(clients)
    .values({ practiceId, providerId: alice.userId, firstName: 'Milo', lastName: 'Minor', dateOfBirth: '2018-05-01' })
    .returning();
  minorId = minor!.id;
  await db.insert(clientGuardians).values({ clientId: minorId, name: 'Gale Guardian', relationship: 'parent', userId: guardian.userId });
  partner = await portalUser('Pat Partner');
  const [partnerClient] = await db
    .insert(clients)
    .values({ practiceId, providerId: alice.userId, userId: partner.userId, firstName: 'Pat', lastName: 'Partner' })
    .returning();
  partnerClientId = partnerClient!.id;
  const [group] = await db.insert(clientGroups).values({ practiceId, kind: 'couple', name: 'Lee & Partner' }).returning();
  groupId = group!.id;
  await db.insert(clientGroupMembers).values([
    { groupId, clientId: t.seeded.clientIds.sam! },
    { groupId, clientId: partnerClientId },
  ]);
});
afterAll(() => t.app.close());

describe('open times', () => {
  it('come from the working hours, a day ahead on, in slots of the type’s length', async () => {
    const res = await slots(sam, t.seeded.clientIds.sam!, '&weeks=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      time_zone: 'America/New_York',
      slot_minutes: 50,
      slots: [
        { start: wed('14:00'), end: wed('14:50'), location: 'office' },
        { start: wed('14:50'), end: wed('15:40'), location: 'office' },
        { start: wed('15:40'), end: wed('16:30'), location: 'office' },
        { start: '2030-01-10T14:00:00.000Z', end: '2030-01-10T14:50:00.000Z', location: 'telehealth' },
      ],
    });
    const types = (await portal(sam)).json().types as { id: string; duration_minutes: number }[];
    const hour = types.find((type) => type.duration_minutes === 60);
    if (hour) {
      const long = await slots(sam, t.seeded.clientIds.sam!, `&weeks=1&type_id=${hour.id}`);
      expect(long.json().slots.map((s: { start: string }) => s.start)).toEqual([wed('14:00'), wed('15:00'), wed('16:00'), '2030-01-10T14:00:00.000Z']);
    }
  });

  it('leave out booked visits and time off', async () => {
    expect((await book(alice, t.seeded.clientIds.jordan!, wed('14:00'))).statusCode).toBe(201);
    const off = await call(alice, {
      method: 'POST',
      url: '/api/work-schedule/time-off',
      payload: { starts_at: '2030-01-10T00:00:00Z', ends_at: '2030-01-11T00:00:00Z' },
    });
    expect(off.statusCode).toBe(201);
    const res = await slots(sam, t.seeded.clientIds.sam!, '&weeks=1');
    expect(res.json().slots.map((s: { start: string }) => s.start)).toEqual([wed('14:50'), wed('15:40')]);
  });
});

describe('a request', () => {
  let requestId: string;

  it('for a time no longer open is refused, naming why', async () => {
    const res = await requestTime(sam, { client_id: t.seeded.clientIds.sam, start: wed('14:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'slot_unavailable' });
  });

  it('tells the clinician (bell and socket, push without names)', async () => {
    const socket = vi.spyOn(t.app.services.hub, 'notifyUser');
    const res = await requestTime(sam, { client_id: t.seeded.clientIds.sam, start: wed('14:50'), message: 'After work if possible' });
    expect(res.statusCode).toBe(201);
    requestId = res.json().request.id;
    expect(res.json().request).toMatchObject({ status: 'pending', start: wed('14:50'), end: wed('15:40'), message: 'After work if possible' });
    const [bell] = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'appointment_request')));
    expect(bell).toMatchObject({ title: 'Appointment request', link: '/calendar' });
    expect(socket).toHaveBeenCalledWith(alice.userId, expect.objectContaining({ type: 'notification' }));
    socket.mockRestore();
    // The time is held while the request waits.
    expect((await slots(sam, t.seeded.clientIds.sam!, '&weeks=1')).json().slots.map((s: { start: string }) => s.start)).toEqual([wed('15:40')]);
  });

  it('is listed for the clinician, not for another', async () => {
    const mine = await call(alice, { method: 'GET', url: '/api/appointment-requests' });
    expect(mine.json().requests).toEqual([expect.objectContaining({ id: requestId, client_name: 'Sam Lee', provider_id: alice.userId })]);
    expect((await call(ben, { method: 'GET', url: '/api/appointment-requests' })).json().requests).toEqual([]);
    expect((await call(ben, { method: 'POST', url: `/api/appointment-requests/${requestId}/approve` })).statusCode).toBe(404);
  });

  it('approved books the visit on the clinician’s calendar and in the portal, and tells the client', async () => {
    t.mail.length = 0;
    const res = await call(alice, { method: 'POST', url: `/api/appointment-requests/${requestId}/approve` });
    expect(res.statusCode).toBe(200);
    const visitId = res.json().request.appointment_id as string;
    expect(res.json().request).toMatchObject({ status: 'approved' });
    const calendar = await call(alice, { method: 'GET', url: '/api/appointments?from=2030-01-09T00:00:00Z&to=2030-01-10T00:00:00Z' });
    expect(calendar.json().appointments).toContainEqual(expect.objectContaining({ id: visitId, client_id: t.seeded.clientIds.sam, start: wed('14:50') }));
    const mine = (await portal(sam)).json();
    expect(mine.upcoming).toContainEqual(expect.objectContaining({ id: visitId, status: 'scheduled', provider_name: expect.any(String), cancellable: true }));
    expect(mine.next).toMatchObject({ id: visitId });
    expect(mine.requests).toContainEqual(expect.objectContaining({ id: requestId, status: 'approved', appointment_id: visitId }));
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]!.text).toContain('Your appointment request was approved — see the portal');
    expect(t.mail[0]!.text).not.toMatch(/Sam|Lee|After work/);
    const [bell] = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sam.userId), eq(notifications.type, 'appointment_request_decided')));
    expect(bell).toMatchObject({ title: 'Appointment request approved' });
  });

  it('whose time the clinician filled meanwhile is refused on approval and stays pending; then declined', async () => {
    const asked = await requestTime(sam, { client_id: t.seeded.clientIds.sam, start: wed('15:40') });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().request.id;
    expect((await book(alice, t.seeded.clientIds.jordan!, wed('15:40'))).statusCode).toBe(201);
    const refused = await call(alice, { method: 'POST', url: `/api/appointment-requests/${id}/approve` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('appointment_conflict');
    const [row] = await t.app.services.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', encounterId: null });

    expect((await call(alice, { method: 'POST', url: `/api/appointment-requests/${id}/decline`, payload: {} })).statusCode).toBe(400);
    const declined = await call(alice, {
      method: 'POST',
      url: `/api/appointment-requests/${id}/decline`,
      payload: { reason: 'That hour is taken; try Thursday.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().request).toMatchObject({ status: 'declined', decline_reason: 'That hour is taken; try Thursday.' });
    expect((await call(alice, { method: 'POST', url: `/api/appointment-requests/${id}/approve` })).statusCode).toBe(409);
    expect((await portal(sam)).json().requests).toContainEqual(
      expect.objectContaining({ id, status: 'declined', decline_reason: 'That hour is taken; try Thursday.' }),
    );
  });

  it('can be withdrawn while pending, once', async () => {
    const asked = await requestTime(sam, { client_id: t.seeded.clientIds.sam, start: '2030-01-16T14:00:00.000Z' });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().request.id;
    const withdrawn = await call(sam, { method: 'POST', url: `/api/portal/appointment-requests/${id}/withdraw` });
    expect(withdrawn.json().request.status).toBe('withdrawn');
    expect((await call(sam, { method: 'POST', url: `/api/portal/appointment-requests/${id}/withdraw` })).statusCode).toBe(409);
  });
});

describe('cancelling a visit', () => {
  it('is free more than the late-cancel window ahead', async () => {
    const visitId = (await book(alice, t.seeded.clientIds.sam!, '2030-01-16T15:00:00.000Z')).json().appointments[0].id;
    const res = await call(sam, { method: 'POST', url: `/api/portal/appointments/${visitId}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ status: 'cancelled', cancellable: false });
    const [row] = await t.app.services.db.select().from(encounters).where(eq(encounters.id, visitId));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'client', statusReason: 'Cancelled by client in the portal', statusChangedBy: sam.userId });
    const [bell] = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'appointment_cancelled')));
    expect(bell).toBeTruthy();
  });

  it('inside the window is refused with the reason and the practice’s phone, shown before trying', async () => {
    const visitId = (await book(alice, t.seeded.clientIds.sam!, '2030-01-08T14:00:00.000Z')).json().appointments[0].id;
    const listed = (await portal(sam)).json().upcoming.find((v: { id: string }) => v.id === visitId);
    expect(listed).toMatchObject({ cancellable: false, cancel_until: '2030-01-07T14:00:00.000Z' });
    expect(listed.cancel_refusal).toBe('Less than 24 hours before the visit: please call the practice at 555-0100.');
    const res = await call(sam, { method: 'POST', url: `/api/portal/appointments/${visitId}/cancel` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'late_cancellation', message: listed.cancel_refusal });
    const [row] = await t.app.services.db.select().from(encounters).where(eq(encounters.id, visitId));
    expect(row!.status).toBe('scheduled');
  });
});

describe('isolation', () => {
  it('another client’s visit or request by id looks missing, says nothing, and is audited', async () => {
    const jordanVisit = (await book(alice, t.seeded.clientIds.jordan!, '2030-01-23T14:00:00.000Z')).json().appointments[0].id;
    const cancel = await call(sam, { method: 'POST', url: `/api/portal/appointments/${jordanVisit}/cancel` });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.body).not.toMatch(/Jordan|Blake/);
    expect(await auditOf('cancel', jordanVisit)).toEqual([expect.objectContaining({ outcome: 'not_found', actorId: sam.userId })]);

    const asked = await requestTime(guardian, { client_id: minorId, start: '2030-01-23T14:50:00.000Z' });
    expect(asked.statusCode).toBe(201);
    const minorRequest = asked.json().request.id;
    const withdraw = await call(sam, { method: 'POST', url: `/api/portal/appointment-requests/${minorRequest}/withdraw` });
    expect(withdraw.statusCode).toBe(404);
    expect(withdraw.body).not.toMatch(/Milo|Minor/);
    expect(await auditOf('withdraw', minorRequest)).toEqual([expect.objectContaining({ outcome: 'not_found' })]);
    expect((await slots(sam, t.seeded.clientIds.jordan!)).statusCode).toBe(404);
    expect((await requestTime(sam, { client_id: minorId, start: '2030-01-23T15:40:00.000Z' })).statusCode).toBe(404);
    expect(JSON.stringify((await portal(sam)).json())).not.toMatch(/Jordan|Milo/);
  });

  it('a guardian sees the minor’s visits and requests, and only theirs', async () => {
    const visitId = (await book(alice, minorId, '2030-01-30T14:00:00.000Z')).json().appointments[0].id;
    const mine = (await portal(guardian)).json();
    expect(mine.upcoming.map((v: { id: string }) => v.id)).toEqual([visitId]);
    expect(mine.clients).toEqual([expect.objectContaining({ id: minorId, name: 'Milo Minor', can_request: true })]);
    expect(mine.requests).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toMatch(/Sam|Jordan/);
  });

  it('a couple member sees the couple’s visits, not their partner’s own', async () => {
    const shared = (await book(alice, partnerClientId, '2030-01-30T15:00:00.000Z')).json().appointments[0].id;
    const own = (await book(alice, partnerClientId, '2030-01-31T14:00:00.000Z')).json().appointments[0].id;
    await t.app.services.db.update(encounters).set({ groupId }).where(eq(encounters.id, shared));
    const mine = (await portal(sam)).json();
    expect(mine.upcoming).toContainEqual(expect.objectContaining({ id: shared, client_name: 'Lee & Partner', group_name: 'Lee & Partner' }));
    expect(mine.upcoming.map((v: { id: string }) => v.id)).not.toContain(own);
    expect((await call(sam, { method: 'POST', url: `/api/portal/appointments/${own}/cancel` })).statusCode).toBe(404);
    expect((await portal(partner)).json().upcoming.map((v: { id: string }) => v.id)).toEqual(expect.arrayContaining([shared, own]));
  });
});
