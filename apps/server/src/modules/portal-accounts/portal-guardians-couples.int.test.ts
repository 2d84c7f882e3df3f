/**
 * Portal accounts for a minor's guardian (they see the minor's record) and for both members of a
 * couple (each on their own record); revoking one person leaves the others.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGuardians } from '@tend/db/schema/client-details';
import { users } from '@tend/db/schema/users';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { portalTestKit } from './test-helpers';

let t: TestApp;
let alice: Credentials;
const { call, newClient, invite, accept, scopeOf } = portalTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

async function addGuardian(clientId: string, body: Record<string, unknown>): Promise<string> {
  const res = await call(alice, 'POST', `/api/clients/${clientId}/guardians`, body);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('a minor’s guardians', () => {
  let minor: string;
  let mother: string;
  let guardianUser: Credentials;
  const motherEmail = `mother-${crypto.randomUUID().slice(0, 8)}@family.test`;

  it('invites a guardian at the e-mail on their record; the account sees the minor', async () => {
    minor = await newClient(alice, { date_of_birth: '2014-03-02' });
    mother = await addGuardian(minor, { name: 'Ana Probe', relationship: 'Mother', email: motherEmail });
    const needsId = await call(alice, 'POST', `/api/clients/${minor}/portal-invites`, { relation: 'guardian' });
    expect(needsId.statusCode).toBe(400);
    expect((await call(alice, 'POST', `/api/clients/${minor}/portal-invites`, { relation: 'guardian', guardian_id: crypto.randomUUID() })).statusCode).toBe(
      404,
    );

    const token = await invite(alice, minor, { relation: 'guardian', guardian_id: mother });
    guardianUser = await accept(token);
    const me = (await call(guardianUser, 'GET', '/api/auth/me')).json().user;
    expect(me).toMatchObject({ email: motherEmail, role: 'client', name: 'Ana Probe' });
    expect(await scopeOf(guardianUser.userId)).toEqual([minor]);
    const [row] = await t.app.services.db.select().from(clientGuardians).where(eq(clientGuardians.id, mother));
    expect(row!.userId).toBe(guardianUser.userId);

    const access = (await call(alice, 'GET', `/api/clients/${minor}/portal-access`)).json();
    expect(access.self.has_account).toBe(false);
    expect(access.guardians).toEqual([
      {
        guardian_id: mother,
        name: 'Ana Probe',
        relationship: 'Mother',
        email: motherEmail,
        has_account: true,
        account_email: motherEmail,
        pending_invite: null,
      },
    ]);
  });

  it('links a second child to the same guardian account (an existing client account of the practice)', async () => {
    const sibling = await newClient(alice, { date_of_birth: '2016-07-09' });
    const guardian = await addGuardian(sibling, { name: 'Ana Probe', relationship: 'Mother', email: motherEmail });
    const token = await invite(alice, sibling, { relation: 'guardian', guardian_id: guardian });
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token, password: 'not used at all here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'linked_existing_account', message: expect.stringMatching(/sign in with your existing password/) });
    expect(res.cookies).toEqual([]);
    expect(await scopeOf(guardianUser.userId)).toEqual([minor, sibling].sort());

    // Revoking one child's access keeps the account (it still acts for the other), but ends its sessions.
    const revoked = await call(alice, 'POST', `/api/clients/${sibling}/portal-access/revoke`, { relation: 'guardian', guardian_id: guardian });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().guardians[0]).toMatchObject({ has_account: false });
    expect((await call(guardianUser, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const [user] = await t.app.services.db.select().from(users).where(eq(users.id, guardianUser.userId));
    expect(user!.active).toBe(true);
    expect(await scopeOf(guardianUser.userId)).toEqual([minor]);
  });

  it('asks for a guardian id only with a guardian invitation', async () => {
    const res = await call(alice, 'POST', `/api/clients/${minor}/portal-invites`, { relation: 'self', guardian_id: mother, email: 'kid@family.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\.guardian_id/);
  });
});

describe('a couple', () => {
  it('shows the partner with their own access, and invites each member on their own record', async () => {
    const casey = await newClient(alice, { email: `casey-${crypto.randomUUID().slice(0, 8)}@couple.test` });
    const sam = await newClient(alice, { email: `sam-${crypto.randomUUID().slice(0, 8)}@couple.test` });
    const group = await call(alice, 'POST', '/api/client-groups', { kind: 'couple', client_ids: [casey, sam], name: 'Casey & Sam Probe' });
    expect(group.statusCode).toBe(201);

    const caseyUser = await accept(await invite(alice, casey, { relation: 'self' }));
    await invite(alice, sam, { relation: 'self' });
    const access = (await call(alice, 'GET', `/api/clients/${casey}/portal-access`)).json();
    expect(access.self.has_account).toBe(true);
    expect(access.couples).toHaveLength(1);
    expect(access.couples[0]).toMatchObject({ name: 'Casey & Sam Probe' });
    expect(access.couples[0].partners).toEqual([
      expect.objectContaining({ client_id: sam, has_account: false, pending_invite: expect.objectContaining({ relation: 'self' }) }),
    ]);
    // Each member's portal holds their own record; the couple's shared items come through portalGroups.
    expect(await scopeOf(caseyUser.userId)).toEqual([casey]);
  });
});
