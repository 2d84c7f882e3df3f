import { z } from 'zod';
import { createGuardianRequestSchema, type CreateGuardianRequest, type Guardian } from '@tend/contracts/client-details.contract';

const text = z.string();

/** The guardian dialog's fields as typed, read into the contract's request and checked by it. */
export const guardianFormSchema = z
  .object({ name: text, relationship: text, phone: text, email: text })
  .transform((f): CreateGuardianRequest => ({ name: f.name, relationship: f.relationship, phone: f.phone.trim() || null, email: f.email.trim() || null }))
  .pipe(createGuardianRequestSchema);

export type GuardianFormFields = z.input<typeof guardianFormSchema>;
export type GuardianFormValues = z.output<typeof guardianFormSchema>;

export const guardianFormDefaults = (g?: Guardian): GuardianFormFields => ({
  name: g?.name ?? '',
  relationship: g?.relationship ?? '',
  phone: g?.phone ?? '',
  email: g?.email ?? '',
});
