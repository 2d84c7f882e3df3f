import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { providerBillingProfiles } from '@tend/db/schema/billing';
import { mfaRecoveryCodes, passkeys, rememberedDevices, totpFactors } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
});
afterAll(() => t.app.close());

const patch = (who: Credentials, id: string, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'PATCH', url: `/api/admin/users/${id}`, payload }));
const post = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'POST', url }));
const listAs = async (who: Credentials) => (await t.app.inject(as(who, { method: 'GET', url: '/api/admin/users' }))).json();
const readSam = (who: Credentials) => t.app.inject(as(who, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}` }));

describe('staff user management', () => {
  it('lists the practice for an admin and self plus supervisees for a supervisor, without clients or other practices', async () => {
    const all = await listAs(dana);
    const emails = all.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([t.email('alice'), t.email('ben'), t.email('carla'), t.email('dana')]));
    // Developer accounts are the operator's, made with the users CLI (developer-accounts.int.test.ts).
    expect(emails).not.toContain(t.email('devon'));
    expect(emails).not.toContain(t.email('sam'));
    expect(emails).not.toContain(t.email('omar'));
    expect(all.can_manage).toBe(true);

    const carla = await t.login('carla');
    const mine = await listAs(carla);
    expect(mine.users.map((u: { email: string }) => u.email).sort()).toEqual([t.email('alice'), t.email('carla')].sort());
    expect(mine.can_manage).toBe(false);
    // Read-only for a supervisor.
    expect((await patch(carla, t.seeded.userIds.alice, { name: 'X' })).statusCode).toBe(403);
    expect((await post(carla, `/api/admin/users/${t.seeded.userIds.alice}/deactivate`)).statusCode).toBe(403);
    expect((await post(carla, `/api/admin/users/${t.seeded.userIds.alice}/reset-mfa`)).statusCode).toBe(403);
  });

  it('edits name, provider flag and provider details, audited', async () => {
    const ben = t.seeded.userIds.ben;
    const res = await patch(dana, ben, {
      name: 'Dr Ben A. Okafor',
      is_provider: true,
      provider: { npi: '1234567893', license_state: 'ca', taxonomy_code: '1041c0700x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Dr Ben A. Okafor',
      is_provider: true,
      provider: { npi: '1234567893', license_state: 'CA', taxonomy_code: '1041C0700X', credentials: null },
    });
    // A later partial edit keeps the other details.
    await patch(dana, ben, { provider: { credentials: 'LCSW' } });
    const [profile] = await t.app.services.db.select().from(providerBillingProfiles).where(eq(providerBillingProfiles.userId, ben));
    expect(profile).toMatchObject({ npi: '1234567893', credentials: 'LCSW' });
    expect((await patch(dana, ben, { provider: { npi: '123' } })).statusCode).toBe(400);
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user_update'), eq(auditEvents.recordId, ben)));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it('a supervisor link decides what the supervisor reads; self-links and loops are refused', async () => {
    const carla = await t.login('carla');
    expect((await readSam(carla)).statusCode).toBe(200);
    expect((await patch(dana, t.seeded.userIds.alice, { supervisor_id: null })).statusCode).toBe(200);
    expect((await readSam(carla)).statusCode).toBe(404);
    expect((await patch(dana, t.seeded.userIds.alice, { supervisor_id: t.seeded.userIds.carla })).statusCode).toBe(200);
    expect((await readSam(carla)).statusCode).toBe(200);

    // Not a supervisor, not self, no loop (Carla under Dana, then Dana under Carla).
    expect((await patch(dana, t.seeded.userIds.alice, { supervisor_id: t.seeded.userIds.ben })).statusCode).toBe(400);
    expect((await patch(dana, t.seeded.userIds.carla, { supervisor_id: t.seeded.userIds.carla })).statusCode).toBe(400);
    expect((await patch(dana, t.seeded.userIds.carla, { supervisor_id: t.seeded.userIds.dana })).statusCode).toBe(200);
    expect((await patch(dana, t.seeded.userIds.dana, { supervisor_id: t.seeded.userIds.carla })).statusCode).toBe(409);
    await patch(dana, t.seeded.userIds.carla, { supervisor_id: null });
  });

  it('resets every second factor of a user, audited', async () => {
    const { db } = t.app.services;
    const ben = t.seeded.userIds.ben;
    const now = t.clock.now;
    await db.insert(totpFactors).values({ userId: ben, secretBox: 'x', confirmedAt: now });
    await db.insert(mfaRecoveryCodes).values({ userId: ben, codeHash: 'h' });
    await db.insert(passkeys).values({ id: `pk-${crypto.randomUUID()}`, userId: ben, publicKey: 'k', name: 'Key' });
    await db.insert(rememberedDevices).values({ tokenHash: `rd-${crypto.randomUUID()}`, userId: ben, expiresAt: new Date(now.getTime() + 60_000) });
    const before = (await listAs(dana)).users.find((u: { uuid: string }) => u.uuid === ben);
    expect(before.mfa_enrolled).toBe(true);

    const res = await post(dana, `/api/admin/users/${ben}/reset-mfa`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mfa_enrolled).toBe(false);
    for (const table of [totpFactors, mfaRecoveryCodes, passkeys, rememberedDevices]) {
      expect(await db.select().from(table).where(eq(table.userId, ben))).toEqual([]);
    }
    expect(
      await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'user_mfa_reset'), eq(auditEvents.recordId, ben))),
    ).toHaveLength(1);
    expect((await post(dana, `/api/admin/users/${dana.userId}/reset-mfa`)).statusCode).toBe(409);
  });

  it('deactivation ends the sessions at once and reactivation lets the user sign in again', async () => {
    const alice = await t.login('alice');
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(200);
    const res = await post(dana, `/api/admin/users/${alice.userId}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.active).toBe(false);
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${alice.token}` } })).statusCode).toBe(401);
    await expect(t.login('alice')).rejects.toThrow();

    expect((await post(dana, `/api/admin/users/${alice.userId}/reactivate`)).json().user.active).toBe(true);
    await expect(t.login('alice')).resolves.toMatchObject({ userId: alice.userId });
    expect(
      await t.app.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'user_deactivate'), eq(auditEvents.recordId, alice.userId))),
    ).toHaveLength(1);
  });

  it('protects the last active admin and refuses self-deactivation', async () => {
    const last = await patch(dana, dana.userId, { role: 'therapist' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/Dana Whitfield is the practice's last active admin/);
    expect((await post(dana, `/api/admin/users/${dana.userId}/deactivate`)).statusCode).toBe(409);

    // With a second admin, one may deactivate the other, but that one is then the last.
    expect((await patch(dana, t.seeded.userIds.ben, { role: 'admin' })).statusCode).toBe(200);
    const ben = await t.login('ben');
    expect((await post(ben, `/api/admin/users/${dana.userId}/deactivate`)).statusCode).toBe(200);
    expect((await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/users' }))).statusCode).toBe(401);
    expect((await patch(ben, ben.userId, { role: 'therapist' })).statusCode).toBe(409);
    await post(ben, `/api/admin/users/${dana.userId}/reactivate`);
    dana = await t.login('dana');
  });

  it('another practice can neither see nor touch these users', async () => {
    await t.app.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, t.seeded.userIds.omar));
    const omar = await t.login('omar');
    const theirs = await listAs(omar);
    expect(theirs.users.map((u: { email: string }) => u.email)).toEqual([t.email('omar')]);
    const alice = t.seeded.userIds.alice;
    expect((await patch(omar, alice, { name: 'Taken' })).statusCode).toBe(404);
    expect((await post(omar, `/api/admin/users/${alice}/deactivate`)).statusCode).toBe(404);
    expect((await post(omar, `/api/admin/users/${alice}/reactivate`)).statusCode).toBe(404);
    expect((await post(omar, `/api/admin/users/${alice}/reset-mfa`)).statusCode).toBe(404);
    expect((await patch(dana, alice, { supervisor_id: t.seeded.userIds.omar })).statusCode).toBe(400);
  });
});
