import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterTypes } from '@tend/contracts/permissions';
import { clientGroupMembers, clientGroups, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { conversations } from '@tend/db/schema/conversations';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { visibleClients } from '../../auth/access';
import { actorFromUser } from '../../auth/actor';
import { sessionPolicy } from '../../auth/session-policy';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { purgeExpiredDemos } from './demo.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** The client records a user's portal acts for (visibleClients of the user). */
async function portalScope(userId: string): Promise<string[]> {
  const { db } = t.app.services;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(visibleClients(actorFromUser(user!, null)))
  ).map((c) => c.id);
}

async function demoLogin(character: string): Promise<Credentials & { body: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: character } });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid, body: res.json() };
}

describe('demo login', () => {
  it.each(characterTypes)('creates a fresh demo %s with role demo and its character', async (character) => {
    const demo = await demoLogin(character);
    expect(demo.body.user).toMatchObject({ role: 'demo', demo_mode: true, character_type: character });
    const me = await t.app.inject(as(demo, { method: 'GET', url: '/api/auth/me' }));
    expect(me.json().user.uuid).toBe(demo.userId);
  });

  it.each(characterTypes)('gives a demo %s a person’s name and a readable address, so their initials are theirs', async (character) => {
    const user = (await demoLogin(character)).body.user as { name: string; email: string };
    const [first, last] = user.name.replace(/^Dr /, '').toLowerCase().split(' ');
    expect(user.email).toMatch(new RegExp(`^${first}\\.${last}\\.[0-9a-f]{12}@demo\\.tend\\.test$`));
    expect(user.name).not.toMatch(/demo/i);
  });

  it.each([
    ['America/Los_Angeles', 'America/Los_Angeles'],
    ['Mars/Olympus', 'UTC'],
  ])('sets the demo practice in the browser’s zone (%s → %s), so the sample calendar falls in their working hours', async (sent, kept) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist', time_zone: sent } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.time_zone).toBe(kept);
  });

  it('gives a demo therapist a caseload of their own, invisible to other demo users', async () => {
    const first = await demoLogin('therapist');
    const second = await demoLogin('therapist');
    const mine = (await t.app.inject(as(first, { method: 'GET', url: '/api/clients' }))).json().clients;
    const theirs = (await t.app.inject(as(second, { method: 'GET', url: '/api/clients' }))).json().clients;
    // The sample caseload's 5 clients and the 4 more of the demo calendar (demo-calendar.ts).
    expect(mine.length).toBe(9);
    expect(theirs.length).toBe(9);
    const mineIds = mine.map((c: { id: string }) => c.id);
    expect(theirs.some((c: { id: string }) => mineIds.includes(c.id))).toBe(false);
    expect((await t.app.inject(as(second, { method: 'GET', url: `/api/clients/${mineIds[0]}` }))).statusCode).toBe(404);
    const ids = mineIds as string[];
    // The caseload's own 15 visits (booked without a type; the calendar's visits all have one).
    const caseloadVisits = and(inArray(encounters.clientId, ids), isNull(encounters.typeId));
    expect((await t.app.services.db.select().from(encounters).where(caseloadVisits)).length).toBe(15);
    expect((await t.app.services.db.select().from(notes).where(inArray(notes.clientId, ids))).length).toBeGreaterThanOrEqual(5);
    expect((await t.app.services.db.select().from(conversations).where(eq(conversations.userId, first.userId))).length).toBe(2);
  });

  it('gives a demo admin a practice to look at', async () => {
    const admin = await demoLogin('admin');
    expect((await t.app.inject(as(admin, { method: 'GET', url: '/api/clients' }))).json().clients.length).toBe(9);
    expect((await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/settings' }))).statusCode).toBe(200);
  });

  it('keeps a demo client to the client screens: no clinical records', async () => {
    const client = await demoLogin('parent_of_client');
    expect((await t.app.inject(as(client, { method: 'GET', url: '/api/clients' }))).statusCode).toBe(403);
  });

  it('gives the demo client their own record, with a past and an upcoming visit', async () => {
    const { db } = t.app.services;
    const alex = await demoLogin('client');
    const own = await db.select().from(clients).where(eq(clients.userId, alex.userId));
    expect(own.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Alex Rivera']);
    expect(await db.select().from(clientGuardians).where(eq(clientGuardians.userId, alex.userId))).toEqual([]);
    expect(await portalScope(alex.userId)).toEqual([own[0]!.id]);
    const visits = await db.select().from(encounters).where(eq(encounters.clientId, own[0]!.id));
    expect(visits.map((v) => [v.status, v.serviceCode, v.groupId]).sort()).toEqual([
      ['completed', '90834', null],
      ['scheduled', '90834', null],
    ]);
  });

  it('makes the demo parent the guardian of a minor who has no account', async () => {
    const { db } = t.app.services;
    const jordan = await demoLogin('parent_of_client');
    expect(await db.select().from(clients).where(eq(clients.userId, jordan.userId))).toEqual([]);
    const [guardian] = await db.select().from(clientGuardians).where(eq(clientGuardians.userId, jordan.userId));
    expect(guardian).toMatchObject({ name: 'Jordan Rivera', relationship: 'Parent' });
    const [mia] = await db.select().from(clients).where(eq(clients.id, guardian!.clientId));
    expect(mia).toMatchObject({ firstName: 'Mia', lastName: 'Rivera', userId: null, dateOfBirth: '2012-09-04' });
    expect(await portalScope(jordan.userId)).toEqual([mia!.id]);
    expect(await db.select().from(encounters).where(eq(encounters.clientId, mia!.id))).toHaveLength(2);
  });

  it('gives the demo partner their own record and a partner’s, in a couple whose joint visits are filed under theirs', async () => {
    const { db } = t.app.services;
    const casey = await demoLogin('part_of_couple');
    const [own] = await db.select().from(clients).where(eq(clients.userId, casey.userId));
    expect(own).toMatchObject({ firstName: 'Casey', lastName: 'Morgan' });
    const [membership] = await db.select().from(clientGroupMembers).where(eq(clientGroupMembers.clientId, own!.id));
    const [group] = await db.select().from(clientGroups).where(eq(clientGroups.id, membership!.groupId));
    expect(group).toMatchObject({ kind: 'couple', name: 'Casey & Sam Morgan' });
    const members = await db
      .select({ first: clients.firstName, last: clients.lastName, userId: clients.userId })
      .from(clientGroupMembers)
      .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
      .where(eq(clientGroupMembers.groupId, group!.id));
    expect(members.map((m) => `${m.first} ${m.last}`).sort()).toEqual(['Casey Morgan', 'Sam Morgan']);
    expect(members.find((m) => m.first === 'Sam')!.userId).toBeNull();
    // Casey's portal holds Casey's record; the couple's shared visits come through portalGroups.
    expect(await portalScope(casey.userId)).toEqual([own!.id]);
    const visits = await db.select().from(encounters).where(eq(encounters.clientId, own!.id));
    expect(visits.map((v) => [v.status, v.serviceCode, v.groupId]).sort()).toEqual([
      ['completed', '90847', group!.id],
      ['scheduled', '90847', group!.id],
    ]);
  });

  it('answers 400 naming the allowed values for any other character', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'supervisor' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.character_type: must be one of client, parent_of_client, part_of_couple, admin, therapist');
  });

  it('is off when DEMO_MODE is off', async () => {
    const off = await createTestApp({ env: { DEMO_MODE: 'off' } });
    const res = await off.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist' } });
    expect(res.statusCode).toBe(404);
    await off.app.close();
  });
});

describe('demo sweep', () => {
  it('deletes each demo user and all their data 24 h after creation, and nothing younger', async () => {
    const { db } = t.app.services;
    const old = await demoLogin('therapist');
    const oldClients = (await t.app.inject(as(old, { method: 'GET', url: '/api/clients' }))).json().clients.map((c: { id: string }) => c.id) as string[];
    t.clock.advance(60 * 60_000);
    const young = await demoLogin('client');

    t.clock.advance(sessionPolicy.demoLifetimeMs - 60 * 60_000 + 1000);
    expect(await purgeExpiredDemos(db, t.clock.now)).toBeGreaterThanOrEqual(1);

    expect(await db.select().from(users).where(eq(users.id, old.userId))).toEqual([]);
    expect(await db.select().from(clients).where(inArray(clients.id, oldClients))).toEqual([]);
    expect(await db.select().from(encounters).where(inArray(encounters.clientId, oldClients))).toEqual([]);
    expect(await db.select().from(notes).where(inArray(notes.clientId, oldClients))).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.userId, old.userId))).toEqual([]);
    expect((await t.app.inject(as(old, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);

    expect(await db.select().from(users).where(eq(users.id, young.userId))).toHaveLength(1);
    // Persona (non-demo) accounts are never swept.
    expect(await db.select().from(users).where(eq(users.id, t.seeded.userIds.alice))).toHaveLength(1);
  });
});
