import { z } from 'zod';
import { createChargeSchema } from '@tend/contracts/billing.contract';
import { parseCents } from '../logic/cents-input';

/** What the add-charge dialog edits, as typed: a schedule code, or none for a fee described in words. */
export const addChargeFormSchema = z
  .object({
    service_code: z.string(),
    description: z.string(),
    service_date: z.string(),
    units: z.string(),
    fee: z.string(),
    modifiers: z.string(),
  })
  .superRefine((f, ctx) => {
    if (f.fee.trim() && parseCents(f.fee) === null) ctx.addIssue({ code: 'custom', path: ['fee'], message: 'Fee must be an amount such as 20.00' });
    if (!f.service_code && !f.description.trim()) ctx.addIssue({ code: 'custom', path: ['description'], message: 'Describe a charge without a code' });
  })
  .transform((f): z.input<typeof createChargeSchema> => ({
    kind: f.service_code ? 'service' : 'other',
    service_code: f.service_code || null,
    ...(f.description.trim() ? { description: f.description.trim() } : {}),
    service_date: f.service_date,
    units: Number(f.units),
    // Blank: the client's rate, else the schedule's fee, decides on the server.
    ...(f.fee.trim() ? { unit_fee_cents: parseCents(f.fee) ?? 0 } : {}),
    modifiers: f.modifiers
      .split(/[\s,]+/)
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean),
  }))
  .pipe(createChargeSchema);

export type AddChargeFormFields = z.input<typeof addChargeFormSchema>;
export type AddChargeFormValues = z.output<typeof addChargeFormSchema>;
