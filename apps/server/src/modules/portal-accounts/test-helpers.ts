import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuthResponse } from '@tend/contracts/auth.contract';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import { actorFromUser } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { as, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

/** Helpers the portal-account tests share (not a test file itself). */
export function portalTestKit(t: () => TestApp) {
  const call = (who: Credentials | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

  /** A client of the caller's, with a name of its own (the duplicate check refuses repeats). */
  async function newClient(who: Credentials, extra: Record<string, unknown> = {}): Promise<string> {
    const res = await call(who, 'POST', '/api/clients', { first_name: 'Portal', last_name: `Probe ${crypto.randomUUID().slice(0, 8)}`, ...extra });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  }

  /** The token of the newest invitation e-mail to this address, read from its link. */
  function tokenMailedTo(email: string): string {
    const mail = [...t().mail].reverse().find((m) => m.to === email);
    expect(mail, `no mail to ${email}`).toBeDefined();
    const token = /\/portal-invite\?token=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  async function invite(who: Credentials, clientId: string, body: Record<string, unknown>): Promise<string> {
    const res = await call(who, 'POST', `/api/clients/${clientId}/portal-invites`, body);
    expect(res.statusCode, res.body).toBe(201);
    return tokenMailedTo(res.json<{ email: string }>().email);
  }

  /** Accepts an invitation and answers the new portal user's credentials. */
  async function accept(token: string, password = 'a long enough password'): Promise<Credentials> {
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token, password });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie: sessionCookie(res), token: res.json<AuthResponse>().access_token, userId: res.json<AuthResponse>().user.uuid };
  }

  /** The client records a user may see through visibleClients (their portal scope). */
  async function scopeOf(userId: string): Promise<string[]> {
    const { db } = t().app.services;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const rows = await db
      .select({ id: clients.id })
      .from(clients)
      .where(visibleClients(actorFromUser(user!, null)));
    return rows.map((r) => r.id).sort();
  }

  return { call, newClient, tokenMailedTo, invite, accept, scopeOf };
}
