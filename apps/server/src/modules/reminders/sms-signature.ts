import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL it called followed
 * by every POST parameter, sorted by name, as name then value; base64.
 */
export function smsSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Compared in constant time, so the answer's timing tells a forger nothing. */
export function isValidSmsSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(smsSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
