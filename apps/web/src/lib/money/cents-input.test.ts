import { describe, expect, it } from 'vitest';
import { centsToInput, parseCents } from './cents-input';

describe('parseCents', () => {
  it('reads dollars and cents without floating point', () => {
    expect(parseCents('12.50')).toBe(1250);
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('.07')).toBe(7);
    expect(parseCents('0.29')).toBe(29);
    expect(parseCents('1.005')).toBeNull();
    // 0.1 + 0.2 style traps: 4.35 * 100 is 434.99999… in floating point.
    expect(parseCents('4.35')).toBe(435);
    expect(parseCents('$1,234.56')).toBe(123456);
    expect(parseCents(' 170 ')).toBe(17000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '.', 'abc', '-5', '12.3.4', '1e3', '12,50', '$']) expect(parseCents(bad)).toBeNull();
  });

  it('round-trips through the input form', () => {
    for (const cents of [0, 5, 99, 100, 1250, 123456]) expect(parseCents(centsToInput(cents))).toBe(cents);
    expect(centsToInput(1250)).toBe('12.50');
  });
});
