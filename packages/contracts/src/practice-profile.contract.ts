import { z } from 'zod';
import { addressSchema } from './clients.contract';
import { isValidNpi } from './npi';
import { practiceNameSchema } from './practice-name';
import { timeZoneSchema } from './time-zone';

const shortText = (field: string, max = 200) => z.string().trim().max(max, `${field} must be at most ${max} characters`);

/** GET /api/admin/practice-profile: the practice's name and zone with its billing identity. */
export const practiceProfileSchema = z.object({
  name: z.string(),
  time_zone: z.string(),
  legal_name: z.string().nullable(),
  npi: z.string().nullable(),
  tax_id: z.string().nullable(),
  address: addressSchema.nullable(),
  phone: z.string().nullable(),
});
export type PracticeProfile = z.infer<typeof practiceProfileSchema>;

/** PATCH /api/admin/practice-profile: only the fields sent change; null clears an optional one. */
export const updatePracticeProfileSchema = z.strictObject({
  name: practiceNameSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  legal_name: shortText('legal_name').nullable().optional(),
  npi: z.string().trim().refine(isValidNpi, 'npi must be 10 digits with a valid check digit').nullable().optional(),
  tax_id: z
    .string()
    .trim()
    .regex(/^\d{2}-?\d{7}$/, 'tax_id must be 9 digits, such as 12-3456789')
    .transform((v) => v.replace('-', ''))
    .nullable()
    .optional(),
  address: addressSchema.nullable().optional(),
  phone: shortText('phone', 40).nullable().optional(),
});
export type UpdatePracticeProfile = z.input<typeof updatePracticeProfileSchema>;
export type PracticeProfileChanges = z.output<typeof updatePracticeProfileSchema>;
