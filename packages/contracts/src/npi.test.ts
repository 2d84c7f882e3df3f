import { describe, expect, it } from 'vitest';
import { isValidNpi } from './npi';

describe('isValidNpi', () => {
  it('accepts NPIs whose check digit matches', () => {
    // CMS's worked example, and a real registry NPI.
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('1245319598')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });
});
