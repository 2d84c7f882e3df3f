import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM for the TOTP secrets at rest: a database copy alone does not yield the codes.
 * The key is MFA_SECRET_KEY, else one generated once into DATA_DIR/keys/mfa.key (0600).
 * A box is `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(box: string): string;
  /** The raw key, for the few MACs that must outlive a request (passkey registration). */
  key: Buffer;
}

const keys = new Map<string, Buffer>();

function loadKey(env: { DATA_DIR: string; MFA_SECRET_KEY?: string }): Buffer {
  // Any length ≥ 32 characters: hashed down to the 32 bytes AES-256 takes.
  if (env.MFA_SECRET_KEY) return createHash('sha256').update(env.MFA_SECRET_KEY).digest();
  const keyFile = path.join(env.DATA_DIR, 'keys', 'mfa.key');
  const cached = keys.get(keyFile);
  if (cached) return cached;
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance on the same data directory wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${keyFile} does not hold a 32-byte hex key`);
  keys.set(keyFile, key);
  return key;
}

export function secretBox(env: { DATA_DIR: string; MFA_SECRET_KEY?: string }): SecretBox {
  const key = loadKey(env);
  return {
    key,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(box) {
      const [version, iv, tag, data] = box.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
