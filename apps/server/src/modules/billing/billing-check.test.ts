import { describe, expect, it } from 'vitest';
import { checkServiceCode } from './billing-check';

const id = '00000000-0000-4000-8000-000000000000';

describe('checkServiceCode', () => {
  it('proposes the code the length supports', () => {
    expect(checkServiceCode(id, '90834', 53)).toMatchObject({
      matches: false,
      proposed_code: '90837',
      message: 'A 53-minute session is billed as 90837 (53+ minutes), not 90834.',
    });
    expect(checkServiceCode(id, '90837', 45)).toMatchObject({ matches: false, proposed_code: '90834' });
    expect(checkServiceCode(id, '90834', 37)).toMatchObject({ matches: false, proposed_code: '90832' });
  });

  it('accepts a code that fits, and codes that are not timed', () => {
    expect(checkServiceCode(id, '90834', 38)).toMatchObject({ matches: true, proposed_code: null, message: null });
    expect(checkServiceCode(id, '90791', 20)).toMatchObject({ matches: true, proposed_code: null });
    expect(checkServiceCode(id, null, 50)).toMatchObject({ matches: true });
  });

  it('refuses psychotherapy under 16 minutes without proposing a code', () => {
    expect(checkServiceCode(id, '90832', 15)).toMatchObject({ matches: false, proposed_code: null });
  });
});
