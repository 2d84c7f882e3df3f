import { describe, expect, it } from 'vitest';
import { carriesLink, practiceNameSchema } from './practice-name';

describe('practice names', () => {
  it.each([
    'Reset your bank password at https://evil.example',
    'Visit www.evil-bank.test now',
    'Call us: evil.example/reset',
    'bit.ly/abc',
    'Mail help@evil.example',
    'Sunrise Therapy (sunrise-therapy.com)',
    'Click HTTP://EVIL',
    'mailto:someone',
    'Grün.de Praxis',
  ])('refuses %j', (name) => {
    expect(carriesLink(name)).toBe(true);
    expect(practiceNameSchema.safeParse(name).success).toBe(false);
  });

  it.each(['Sunrise Therapy', 'St. John’s Counseling', 'Dr. Moreno & Associates, LLC', 'Mind & Body 2.0', 'A.B. Smith Therapy', 'Praxis Dr. Müller'])(
    'accepts %j',
    (name) => {
      expect(carriesLink(name)).toBe(false);
      expect(practiceNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it('refuses a line break', () => {
    expect(practiceNameSchema.safeParse('Sunrise\nTherapy').success).toBe(false);
  });
});
