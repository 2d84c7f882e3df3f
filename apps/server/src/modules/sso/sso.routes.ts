import { ssoCallbackQuerySchema, ssoStartQuerySchema, ssoStatusResponseSchema, type SsoStatusResponse } from '@tend/contracts/sso.contract';
import type { SsoErrorCode } from '@tend/contracts/sso-errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { recordAudit } from '../../audit/audit';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { rawResponse } from '../../http/response-contract';
import { afterFirstFactor } from '../auth/first-factor';
import { providerConfig, ssoSettingsOf } from './oidc-config';
import { completeSsoLogin, type SsoOutcome } from './sso-callback';
import { saveLogin } from './sso.repo';

/** Sign-in starts one address may make: generous for a clinic behind one NAT, low enough to stop a flood of rows. */
const startsPerAddress = { limit: 60, windowMs: 10 * 60_000 };

const refuse = (reply: FastifyReply, reason: SsoErrorCode) => reply.redirect(`/login?sso_error=${reason}`, 302);

/** The raw query string the provider sent (openid-client reads code, state and iss from it). */
const queryStringOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at + 1);
};

export function registerSsoRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const settings = ssoSettingsOf(env);

  route(app, {
    method: 'GET',
    url: '/api/auth/sso',
    access: 'public',
    response: ssoStatusResponseSchema,
    handler: async (): Promise<SsoStatusResponse> => ({ enabled: !!settings, label: env.OIDC_LABEL }),
  });

  route(app, {
    method: 'GET',
    url: '/api/auth/sso/start',
    access: 'public',
    query: ssoStartQuerySchema,
    response: rawResponse("302 to the identity provider's sign-in (or to /login?sso_error= when SSO is off or unreachable).", 'text/plain'),
    handler: async ({ query, request, reply, now }) => {
      await enforceRateLimit(db, reply, `sso-start:ip:${request.ip}`, startsPerAddress, 'single sign-on attempts from one address', now);
      if (!settings) return refuse(reply, 'not_configured');
      let config: oidc.Configuration;
      try {
        config = await providerConfig(settings);
      } catch (failure) {
        request.log.warn({ err: failure instanceof Error ? failure.message : String(failure) }, 'OIDC discovery failed');
        return refuse(reply, 'provider_error');
      }
      const login = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), returnTo: query.return_to ?? null };
      await saveLogin(db, login, now);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: login.state,
        nonce: login.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(url.href, 302);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/auth/sso/callback',
    access: 'public',
    query: ssoCallbackQuerySchema,
    response: rawResponse('302 to /callback (signed in), /login?second_factor=1 (a second factor is owed) or /login?sso_error=<code>.', 'text/plain'),
    handler: async ({ query, request, reply, now }) => {
      const outcome: SsoOutcome = settings
        ? await completeSsoLogin(db, settings, { query: queryStringOf(request), state: query.state, now })
        : { ok: false, reason: 'not_configured' };
      if (!outcome.ok) {
        // The reason is the record id: who tried is unknown unless an account matched; no token or e-mail is kept.
        const actor = outcome.user ? { userId: outcome.user.id, role: outcome.user.role, practiceId: outcome.user.practiceId } : null;
        await recordAudit(db, { actor, ip: request.ip, now }, { action: 'sign_in', recordType: 'sso', recordId: outcome.reason, outcome: 'denied' });
        return refuse(reply, outcome.reason);
      }
      const answer = await afterFirstFactor(db, { request, reply, now }, outcome.user, 'sso');
      return reply.redirect('second_factor' in answer ? '/login?second_factor=1' : '/callback', 302);
    },
  });
}
