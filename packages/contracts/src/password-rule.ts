import { commonPasswordList } from './common-passwords';

/** NIST 800-63B: length over composition rules, and no password from a list of common ones. */
export const passwordRule = { minLength: 12, maxLength: 256 } as const;

export const passwordMessages = {
  tooShort: `Password must be at least ${passwordRule.minLength} characters`,
  tooLong: `Password must be at most ${passwordRule.maxLength} characters`,
  tooCommon: 'This password is too common',
} as const;

const common = new Set(commonPasswordList.split(/\s+/).filter(Boolean));

/**
 * The shipped seed above keeps the browser's check small; the server adds the full list of
 * breached and common passwords (@zxcvbn-ts/language-common, ~49k) at start, so every password it
 * accepts is checked against both.
 */
export function addCommonPasswords(words: Iterable<string>): void {
  for (const word of words) common.add(word.normalize('NFKC').toLowerCase());
}

/** Runs a keyboard or the alphabet walks; any stretch of them, either way, is no secret. */
const walks = ['abcdefghijklmnopqrstuvwxyz', '012345678901234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'];
const isWalk = (s: string) => s.length >= 3 && walks.some((w) => w.includes(s) || [...w].reverse().join('').includes(s));

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** "abcabcabc" → "abc": the shortest unit the text repeats, or the text itself. */
function repeatedUnit(s: string): string {
  for (let size = 1; size <= s.length / 2; size += 1) {
    if (s.length % size === 0 && s.slice(0, size).repeat(s.length / size) === s) return s.slice(0, size);
  }
  return s;
}

/** What a guesser tries first for a password: the forms it is reduced to before the list is checked. */
function reducedForms(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const joined = lower.replace(/[\s\-_.,+]+/g, '');
  // Digits and symbols stuck on either end ("password123!", "2024summer") add almost nothing.
  const trimmed = joined.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const unswapped = [...trimmed].map((c) => leet[c] ?? c).join('');
  const forms = new Set([lower, joined, trimmed, unswapped, [...joined].map((c) => leet[c] ?? c).join('')]);
  for (const form of [...forms]) forms.add(repeatedUnit(form));
  return [...forms];
}

/**
 * True for a password from the shipped list or a simple variant of one, a keyboard or alphabet
 * walk, or a short piece repeated ("catcatcatcat"). Case-insensitive.
 */
export function isCommonPassword(password: string): boolean {
  const joined = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.,+]+/g, '');
  // One short piece over and over ("catcatcatcat", "1990199019901990").
  const unit = repeatedUnit(joined);
  if (unit.length <= 4 && unit !== joined) return true;
  return reducedForms(password).some((form) => common.has(form) || isWalk(form));
}

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: 'Too short' | 'Too common' | 'Weak' | 'Fair' | 'Good' | 'Strong'; acceptable: boolean };

/**
 * The meter on the password forms: refused (too short, too common) or a rough strength from
 * the length and the kinds of characters used. Only the refusals are enforced by the server.
 */
export function passwordStrength(password: string): PasswordStrength {
  if ([...password].length < passwordRule.minLength) return { score: 0, label: 'Too short', acceptable: false };
  if (isCommonPassword(password)) return { score: 0, label: 'Too common', acceptable: false };
  const pools = [/[a-z]/, /[A-Z]/, /\d/, /[^\da-zA-Z\s]/, /\s/].filter((kind) => kind.test(password)).length;
  // Distinct characters, not length alone: "aaaaaaaaaaab" is long but guessed fast.
  const bits = new Set(password).size * Math.log2(10 + 16 * pools) + ([...password].length - new Set(password).size) * 1.5;
  if (bits < 45) return { score: 1, label: 'Weak', acceptable: true };
  if (bits < 60) return { score: 2, label: 'Fair', acceptable: true };
  if (bits < 80) return { score: 3, label: 'Good', acceptable: true };
  return { score: 4, label: 'Strong', acceptable: true };
}
