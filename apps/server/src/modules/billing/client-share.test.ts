import { describe, expect, it } from 'vitest';
import { deductibleLeft, splitCharge, type CostSharing } from './client-share';

const policy = (p: Partial<CostSharing>): CostSharing => ({ copayCents: null, coinsurancePercent: null, deductibleCents: null, ...p });

describe('splitCharge', () => {
  it('leaves the whole fee with a self-pay client', () => {
    expect(splitCharge(14000, null)).toEqual({ clientShareCents: 14000, insurerShareCents: 0, deductibleAppliedCents: 0 });
  });

  it('leaves the whole fee with the client when the policy says nothing of cost sharing', () => {
    expect(splitCharge(14000, policy({}), 5000)).toEqual({ clientShareCents: 14000, insurerShareCents: 0, deductibleAppliedCents: 0 });
  });

  it('asks the copay and nothing of the deductible', () => {
    expect(splitCharge(14000, policy({ copayCents: 2500, deductibleCents: 50000, coinsurancePercent: 20 }), 50000)).toEqual({
      clientShareCents: 2500,
      insurerShareCents: 11500,
      deductibleAppliedCents: 0,
    });
  });

  it('asks no more than the amount when the copay is higher', () => {
    expect(splitCharge(2000, policy({ copayCents: 2500 }))).toEqual({ clientShareCents: 2000, insurerShareCents: 0, deductibleAppliedCents: 0 });
  });

  it('a zero copay leaves everything to the insurer', () => {
    expect(splitCharge(14000, policy({ copayCents: 0 }))).toEqual({ clientShareCents: 0, insurerShareCents: 14000, deductibleAppliedCents: 0 });
  });

  it('applies the deductible left first, then the coinsurance on the rest', () => {
    // $80 of deductible left on a $170 visit at 20%: $80 + 20% of $90.
    expect(splitCharge(17000, policy({ deductibleCents: 10000, coinsurancePercent: 20 }), 8000)).toEqual({
      clientShareCents: 9800,
      insurerShareCents: 7200,
      deductibleAppliedCents: 8000,
    });
  });

  it('leaves it all to the client while the deductible is larger than the fee', () => {
    expect(splitCharge(14000, policy({ deductibleCents: 100000, coinsurancePercent: 20 }), 90000)).toEqual({
      clientShareCents: 14000,
      insurerShareCents: 0,
      deductibleAppliedCents: 14000,
    });
  });

  it('with a deductible met and no coinsurance, the insurer pays it all', () => {
    expect(splitCharge(14000, policy({ deductibleCents: 100000 }), 0)).toEqual({ clientShareCents: 0, insurerShareCents: 14000, deductibleAppliedCents: 0 });
  });

  it('rounds the coinsurance to the nearest cent, half up, and the parts add up to the amount', () => {
    expect(splitCharge(12345, policy({ coinsurancePercent: 10 }))).toEqual({ clientShareCents: 1235, insurerShareCents: 11110, deductibleAppliedCents: 0 });
    expect(splitCharge(12344, policy({ coinsurancePercent: 10 }))).toEqual({ clientShareCents: 1234, insurerShareCents: 11110, deductibleAppliedCents: 0 });
    for (const amount of [1, 99, 101, 13333, 9_999_999])
      for (const percent of [0, 1, 15, 33, 50, 99, 100])
        for (const left of [0, 50, 7000]) {
          const s = splitCharge(amount, policy({ coinsurancePercent: percent, deductibleCents: 7000 }), left);
          expect(s.clientShareCents + s.insurerShareCents).toBe(amount);
          expect(Number.isInteger(s.clientShareCents) && s.insurerShareCents >= 0 && s.deductibleAppliedCents <= s.clientShareCents).toBe(true);
        }
  });
});

describe('deductibleLeft', () => {
  it('is the deductible less what was met elsewhere and applied this year, never below zero', () => {
    expect(deductibleLeft(10000, 2000, 3000)).toBe(5000);
    expect(deductibleLeft(10000, 8000, 3000)).toBe(0);
    expect(deductibleLeft(null, 0, 0)).toBe(0);
  });
});
