import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { passkeys } from '@tend/db/schema/staff-access';
import { badRequest } from '../../http/errors';

type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party is the site of PUBLIC_URL: its hostname and origin. */
export const relyingPartyOf = (publicUrl: string) => ({ rpID: new URL(publicUrl).hostname, origin: new URL(publicUrl).origin });

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransport[];

/**
 * A sign-in's WebAuthn challenge is derived from its challenge token (which only the browser's
 * httpOnly cookie holds): nothing more to store, and it dies with the sign-in challenge.
 */
export const signInWebauthnChallenge = (challengeToken: string) => createHash('sha256').update(`passkey-sign-in|${challengeToken}`).digest();

/** WebAuthn's option dictionaries travel as they are (the browser library reads them). */
export type WebauthnOptions = { challenge: string } & Record<string, unknown>;

// Loaded on the first passkey ceremony: most servers never hold one, and the library is ~25 MB resident.
const webauthn = () => import('@simplewebauthn/server');

export async function authenticationOptions(rp: { rpID: string }, challenge: Uint8Array, keys: PasskeyRow[]): Promise<WebauthnOptions> {
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: new Uint8Array(challenge),
    userVerification: 'preferred',
    allowCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k) })),
  });
  return { ...options };
}

/** Verifies an assertion against the stored credential; answers the new signature counter, or null when it does not verify. */
export async function verifyAssertion(rp: { rpID: string; origin: string }, challenge: Uint8Array, key: PasskeyRow, response: unknown): Promise<number | null> {
  try {
    const result = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: Buffer.from(challenge).toString('base64url'),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: key.id, publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')), counter: key.counter, transports: transportsOf(key) },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/**
 * Registration happens while signed in; its challenge travels in a short-lived httpOnly cookie,
 * MAC'd with the server's MFA key and bound to the user, so no table is needed for five minutes of state.
 */
export const registrationCookie = { name: 'tend_passkey_reg', path: '/api/account/passkeys', ttlMs: 5 * 60_000 };

const macOf = (key: Buffer, userId: string, challenge: string, expires: number) =>
  createHmac('sha256', key).update(`${userId}|${challenge}|${expires}`).digest('base64url');

export async function registrationOptions(
  rp: { rpID: string },
  user: { id: string; email: string; name: string },
  keys: PasskeyRow[],
  macKey: Buffer,
  now: Date,
) {
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: 'Tend',
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new Uint8Array(Buffer.from(user.id)),
    challenge: new Uint8Array(randomBytes(32)),
    attestationType: 'none',
    excludeCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const expires = now.getTime() + registrationCookie.ttlMs;
  return { options: { ...options } as WebauthnOptions, cookie: `${options.challenge}.${expires}.${macOf(macKey, user.id, options.challenge, expires)}` };
}

/** The challenge a registration cookie carries, when it is ours, this user's and not expired. */
export function challengeOfRegistrationCookie(cookie: string | undefined, macKey: Buffer, userId: string, now: Date): string {
  const [challenge, expires, mac] = (cookie ?? '').split('.');
  const expected = challenge && expires ? macOf(macKey, userId, challenge, Number(expires)) : '';
  const valid = !!mac && mac.length === expected.length && timingSafeEqual(Buffer.from(mac), Buffer.from(expected)) && Number(expires) > now.getTime();
  if (!valid || !challenge) throw badRequest('The passkey request expired. Please try again.');
  return challenge;
}

export async function verifyRegistration(rp: { rpID: string; origin: string }, expectedChallenge: string, response: unknown) {
  try {
    const result = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}
