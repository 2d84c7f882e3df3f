import { okResponseSchema, type OkResponse } from '@tend/contracts/auth.contract';
import { passkeyParamsSchema, passkeyRegisterRequestSchema, passkeySchema, webauthnOptionsSchema, type Passkey } from '@tend/contracts/mfa.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passkeys } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { secretBox } from '../../auth/mfa/secret-box';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { refuseDemo, refuseLastFactor } from './account-guards';
import { passkeysOf } from './mfa.repo';
import { challengeOfRegistrationCookie, registrationCookie, registrationOptions, relyingPartyOf, verifyRegistration } from './passkey-ceremonies';

/** The caller's passkeys (WebAuthn credentials used as a second factor). */
export function registerPasskeyRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const rp = () => relyingPartyOf(env.PUBLIC_URL);

  route(app, {
    method: 'POST',
    url: '/api/account/passkeys/options',
    access: 'self:read',
    response: webauthnOptionsSchema,
    handler: async ({ actor, request, reply, now }) => {
      refuseDemo(actor);
      const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, actor.userId));
      if (!user) throw notFound('User');
      const { options, cookie } = await registrationOptions(rp(), user, await passkeysOf(db, actor.userId), secretBox(env).key, now);
      reply.setCookie(registrationCookie.name, cookie, {
        path: registrationCookie.path,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: registrationCookie.ttlMs / 1000,
      });
      return options;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/account/passkeys',
    access: 'self:read',
    body: passkeyRegisterRequestSchema,
    response: passkeySchema,
    handler: async ({ actor, body, request, reply, now, audit }): Promise<Passkey> => {
      refuseDemo(actor);
      const challenge = challengeOfRegistrationCookie(request.cookies[registrationCookie.name], secretBox(env).key, actor.userId, now);
      reply.clearCookie(registrationCookie.name, { path: registrationCookie.path });
      const credential = await verifyRegistration(rp(), challenge, body.credential);
      if (!credential) {
        await audit({ action: 'mfa_enrol', recordType: 'passkey', recordId: actor.userId, outcome: 'denied' });
        throw badRequest('The passkey could not be verified. Please try again.');
      }
      const [existing] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id));
      if (existing) throw conflict('This passkey is already registered.');
      const [row] = await db
        .insert(passkeys)
        .values({ ...credential, userId: actor.userId, name: body.name, createdAt: now })
        .returning();
      await audit({ action: 'mfa_enrol', recordType: 'passkey', recordId: actor.userId, outcome: 'success' });
      return { id: row!.id, name: row!.name, created_at: row!.createdAt.toISOString(), last_used_at: null };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/account/passkeys/:id',
    access: 'self:read',
    params: passkeyParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }): Promise<OkResponse> => {
      const [key] = await db
        .select({ id: passkeys.id })
        .from(passkeys)
        .where(and(eq(passkeys.id, params.id), eq(passkeys.userId, actor.userId)));
      if (!key) throw notFound('Passkey');
      await refuseLastFactor(db, actor, 'passkey');
      await db.delete(passkeys).where(and(eq(passkeys.id, params.id), eq(passkeys.userId, actor.userId)));
      await audit({ action: 'mfa_disable', recordType: 'passkey', recordId: actor.userId, outcome: 'success' });
      return { ok: true };
    },
  });
}
