import type { InjectOptions } from 'fastify';
import { as, type Credentials, type TestApp } from '../../../test/test-app';

/** A client address of its own per call, so the public calls' per-address limits do not join up across test files. */
export const fromSomewhere = (): Pick<InjectOptions, 'remoteAddress'> => ({ remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

export async function invite(t: TestApp, admin: Credentials, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject(as(admin, { method: 'POST', url: '/api/admin/invites', payload: body, headers }));
}

/** Runs the queued jobs and answers the token in the newest invitation mail to `email`. */
export async function mailedToken(t: TestApp, email: string): Promise<string> {
  await t.app.services.jobs.runUntilIdle();
  const mail = t.mail.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /\/accept-staff-invite\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error('no invitation link in the mail');
  return match[1]!;
}

export const lookup = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: `/api/auth/staff-invites/${token}`, ...fromSomewhere() });

export const accept = (t: TestApp, token: string, extra: Record<string, unknown> = {}) =>
  t.app.inject(
    as(null, { method: 'POST', url: '/api/auth/staff-invites/accept', payload: { token, password: 'violet-kettle-harbour-9', ...extra }, ...fromSomewhere() }),
  );
