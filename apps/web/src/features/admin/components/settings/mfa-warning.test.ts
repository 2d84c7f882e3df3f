import { describe, expect, it } from 'vitest';
import { mfaWarning } from './mfa-warning';

describe('mfaWarning', () => {
  it('names how many staff will be asked to enrol', () => {
    expect(mfaWarning(1)).toMatch(/^1 active staff member has no second factor/);
    expect(mfaWarning(4)).toMatch(/^4 active staff members have no second factor/);
  });
  it('says nothing when everyone has one', () => {
    expect(mfaWarning(0)).toBeNull();
  });
});
