import { createHash, randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: a code read aloud or off paper is typed right. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `abcd-efgh-ijkl` (~59 bits each): random and long enough for a plain SHA-256. */
export function newRecoveryCodes(count = 10): string[] {
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: count }, () => `${group()}-${group()}-${group()}`);
}

/** Case, spaces and dashes do not matter. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
