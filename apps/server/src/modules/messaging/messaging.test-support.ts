import { eq } from 'drizzle-orm';
import { seedPassword } from '@tend/db/seed/personas';
import { clientGroupMembers, clientGroups, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import { hashPassword } from '../../auth/passwords';
import { as, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let hash: Promise<string> | undefined;

/** A portal account (role client) in Harbor, signed in. Link it to a client record with `linkClient`. */
export async function portalUser(t: TestApp, name: string): Promise<Credentials> {
  hash ??= hashPassword(seedPassword);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${crypto.randomUUID().slice(0, 8)}@portal.test`;
  await t.app.services.db.insert(users).values({
    practiceId: t.seeded.practiceIds.harbor,
    email,
    name,
    role: 'client',
    passwordHash: await hash,
    preferences: { profile_completed: true },
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode}`);
  const body = res.json<{ access_token: string; user: { uuid: string } }>();
  return { cookie: sessionCookie(res), token: body.access_token, userId: body.user.uuid };
}

/** A client of Alice's, optionally with a portal account. */
export async function aliceClient(t: TestApp, firstName: string, lastName: string, userId: string | null = null): Promise<string> {
  const [row] = await t.app.services.db
    .insert(clients)
    .values({ practiceId: t.seeded.practiceIds.harbor, providerId: t.seeded.userIds.alice, userId, firstName, lastName, dateOfBirth: '1990-01-01' })
    .returning({ id: clients.id });
  return row!.id;
}

export async function couple(t: TestApp, name: string, clientIds: string[]): Promise<string> {
  const db = t.app.services.db;
  const [group] = await db.insert(clientGroups).values({ practiceId: t.seeded.practiceIds.harbor, kind: 'couple', name }).returning();
  await db.insert(clientGroupMembers).values(clientIds.map((clientId) => ({ groupId: group!.id, clientId })));
  return group!.id;
}

export async function guardian(t: TestApp, clientId: string, userId: string): Promise<void> {
  await t.app.services.db.insert(clientGuardians).values({ clientId, userId, name: 'Parent', relationship: 'parent' });
}

export async function linkClient(t: TestApp, clientId: string, userId: string): Promise<void> {
  await t.app.services.db.update(clients).set({ userId }).where(eq(clients.id, clientId));
}

/** Sends a message one second after the last thing, as real time would pass. */
export function send(t: TestApp, who: Credentials, url: string, payload: Record<string, unknown>) {
  t.clock.advance(1000);
  return t.app.inject(as(who, { method: 'POST', url, payload }));
}
