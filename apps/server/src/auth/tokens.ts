import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random secret, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of secrets are stored, so a database leak does not leak live sessions. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
