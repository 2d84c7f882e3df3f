/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the SSO tests and the browser
 * tests: one confidential client, PKCE required, and a one-field sign-in form instead of
 * passwords. An e-mail it does not know signs in as a new verified identity, so a test can
 * play someone Tend has never heard of.
 */
// The declaration travels with this file: the e2e provider script compiles it under e2e/tsconfig.json too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration of an untyped package cannot be imported
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Known identities by e-mail (lower case); a test adds its own. */
  identities: Map<string, TestIdentity>;
  close(): Promise<void>;
}

const clientId = 'tend-test';
const clientSecret = 'tend-test-secret';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const signInPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 4rem auto">
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">E-mail</label><br>
<input id="email" name="email" type="email" autocomplete="off" required autofocus style="width: 100%"><br><br>
<button type="submit">Continue</button>
</form></body></html>`;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startOidcTestProvider(options: { port?: number; redirectUris: string[]; identities?: TestIdentity[] }): Promise<OidcTestProvider> {
  const identities = new Map((options.identities ?? []).map((i) => [i.email.toLowerCase(), i]));
  const bySub = (sub: string) => [...identities.values()].find((i) => i.sub === sub);

  // Listening first: the issuer names the port; requests are handled once the provider exists.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail claims go in the ID token itself, as Google and Entra put them.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const identity = bySub(sub);
      return identity && { accountId: sub, claims: () => ({ ...identity }) };
    },
    // A first-party client: consent is granted without asking.
    loadExistingGrant: async (ctx: {
      oidc: {
        client: { clientId: string };
        session: { accountId: string };
        provider: { Grant: new (init: object) => { addOIDCScope(s: string): void; save(): Promise<string> } };
      };
    }) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    void (async () => {
      try {
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(match[1]!));
          return;
        }
        await provider.interactionDetails(req, res);
        const email = ((await formOf(req)).get('email') ?? '').trim().toLowerCase();
        let identity = identities.get(email);
        if (!identity) {
          identity = { sub: `adhoc-${crypto.randomUUID()}`, email, email_verified: true };
          identities.set(email, identity);
        }
        await provider.interactionFinished(req, res, { login: { accountId: identity.sub } }, { mergeWithLastSubmission: false });
      } catch (failure) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`interaction failed: ${String(failure)}`);
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    identities,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
