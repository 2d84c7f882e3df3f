import { z } from 'zod';
import type { PracticeProfile, UpdatePracticeProfile } from '@tend/contracts/practice-profile.contract';
import { isValidNpi } from '@tend/contracts/npi';
import { isIanaTimeZone } from '@tend/contracts/time-zone';

/** The profile form: every field typed text; blank optional fields are saved as cleared. */
export const practiceProfileFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the practice name').max(200),
  time_zone: z.string().trim().refine(isIanaTimeZone, 'Choose a time zone such as America/New_York'),
  legal_name: z.string().trim().max(200),
  npi: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidNpi(v), 'An NPI is 10 digits and its last digit must check; look it up in the NPI registry'),
  tax_id: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{2}-?\d{7}$/.test(v), 'A tax id (EIN) is 9 digits, such as 12-3456789'),
  phone: z.string().trim().max(40),
  line1: z.string().trim().max(200),
  line2: z.string().trim().max(200),
  city: z.string().trim().max(100),
  region: z.string().trim().max(100),
  postal_code: z.string().trim().max(20),
  country: z.string().trim().max(100),
});
export type PracticeProfileForm = z.infer<typeof practiceProfileFormSchema>;

const addressKeys = ['line1', 'line2', 'city', 'region', 'postal_code', 'country'] as const;

export function profileToForm(p: PracticeProfile): PracticeProfileForm {
  return {
    name: p.name,
    time_zone: p.time_zone,
    legal_name: p.legal_name ?? '',
    npi: p.npi ?? '',
    tax_id: p.tax_id ?? '',
    phone: p.phone ?? '',
    ...Object.fromEntries(addressKeys.map((k) => [k, p.address?.[k] ?? ''])),
  } as PracticeProfileForm;
}

/** The PATCH body: blanks become null, an address with every line blank is no address. */
export function formToChanges(f: PracticeProfileForm): UpdatePracticeProfile {
  const orNull = (v: string) => (v === '' ? null : v);
  const address = Object.fromEntries(addressKeys.map((k) => [k, f[k]]));
  return {
    name: f.name,
    time_zone: f.time_zone,
    legal_name: orNull(f.legal_name),
    npi: orNull(f.npi),
    tax_id: orNull(f.tax_id),
    phone: orNull(f.phone),
    address: addressKeys.some((k) => f[k] !== '') ? address : null,
  };
}
