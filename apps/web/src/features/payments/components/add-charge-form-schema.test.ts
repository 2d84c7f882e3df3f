import { describe, expect, it } from 'vitest';
import { addChargeFormSchema, type AddChargeFormFields } from './add-charge-form-schema';

const typed: AddChargeFormFields = {
  service_code: '90785',
  description: '',
  service_date: '2026-03-10',
  units: '1',
  fee: '',
  modifiers: '',
  place_of_service: '11',
};
const fieldsInError = (fields: Partial<AddChargeFormFields>) => {
  const result = addChargeFormSchema.safeParse({ ...typed, ...fields });
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('the add-charge form', () => {
  it('names the field shown for a bad modifier or a fee too large, not a contract path', () => {
    expect(fieldsInError({ modifiers: '95 X' })).toEqual(['modifiers']);
    expect(fieldsInError({ modifiers: '95 GT 25 59 76' })).toEqual(['modifiers']);
    expect(fieldsInError({ units: '24', fee: '5000.00' })).toEqual(['fee']);
  });

  it('sends the place of service with a service line, none with a fee', () => {
    expect(addChargeFormSchema.parse({ ...typed, modifiers: '95', place_of_service: '10' })).toMatchObject({
      kind: 'service',
      modifiers: ['95'],
      place_of_service: '10',
    });
    expect(addChargeFormSchema.parse({ ...typed, service_code: '', description: 'Records copy', fee: '15' })).toMatchObject({
      kind: 'other',
      place_of_service: null,
      unit_fee_cents: 1500,
    });
  });
});
