import { describe, expect, it } from 'vitest';
import { formToChanges, practiceProfileFormSchema, profileToForm } from './practice-profile-form';

const profile = { name: 'Harbor', time_zone: 'UTC', legal_name: null, npi: null, tax_id: null, address: null, phone: null };

describe('practice profile form', () => {
  it('saves blanks as cleared and no address when every line is blank', () => {
    expect(formToChanges(profileToForm(profile))).toEqual({ ...profile, address: null });
  });

  it('keeps a partly filled address whole', () => {
    const form = { ...profileToForm(profile), line1: '1 Harbor Way', city: 'Portland' };
    expect(formToChanges(form).address).toEqual({ line1: '1 Harbor Way', line2: '', city: 'Portland', region: '', postal_code: '', country: '' });
  });

  it('checks the NPI check digit, the tax id and the zone before sending', () => {
    const base = profileToForm(profile);
    const errorsOf = (changes: Partial<typeof base>) => {
      const r = practiceProfileFormSchema.safeParse({ ...base, ...changes });
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(errorsOf({ npi: '1245319599', tax_id: '12-3456789' })).toEqual([]);
    expect(errorsOf({ npi: '1245319598' })).toEqual(['npi']);
    expect(errorsOf({ tax_id: '123' })).toEqual(['tax_id']);
    expect(errorsOf({ time_zone: 'Nowhere/Here' })).toEqual(['time_zone']);
    expect(errorsOf({ name: ' ' })).toEqual(['name']);
  });
});
