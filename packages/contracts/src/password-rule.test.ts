import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth.contract';
import { isCommonPassword, passwordMessages, passwordStrength } from './password-rule';

describe('the common-password rule', () => {
  it.each([
    'passwordpassword',
    'PASSWORDPASSWORD',
    'Password123456',
    'password12345!',
    'p@ssw0rd-p@ssw0rd',
    'iloveyou2024!!',
    'Summer summer summer',
    '2024football2024',
    'qwertyuiop123',
    '1q2w3e4r5t6y',
    '123456789012',
    'abcdefghijklmn',
    'catcatcatcatcat',
    '199019901990',
    'Welcome1Welcome1',
    'therapisttherapist',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(passwordSchema.safeParse(password).error?.issues.map((i) => i.message)).toEqual([passwordMessages.tooCommon]);
  });

  it.each(['tend-persona-password', 'brand-new-password-1', 'correct horse battery', 'a long enough password', 'violet-kettle-harbour-9'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(passwordSchema.safeParse(password).success).toBe(true);
    },
  );

  it('still names a short password as too short', () => {
    expect(passwordSchema.safeParse('password').error?.issues.map((i) => i.message)).toContain(passwordMessages.tooShort);
  });
});

describe('the strength meter', () => {
  it('says why a password is refused, then grades the rest', () => {
    expect(passwordStrength('short')).toMatchObject({ label: 'Too short', acceptable: false });
    expect(passwordStrength('passwordpassword')).toMatchObject({ label: 'Too common', acceptable: false });
    expect(passwordStrength('zebrafinchmop')).toMatchObject({ acceptable: true });
    expect(passwordStrength('zebrafinchmop').score).toBeLessThan(passwordStrength('Zebra finch, mop & 7 kettles').score);
    expect(passwordStrength('Zebra finch, mop & 7 kettles')).toMatchObject({ label: 'Strong', score: 4 });
  });
});
