import { z } from 'zod';
import { createChargeSchema, maxLineCents } from '@tend/contracts/billing.contract';
import { formatCents, placesOfService } from '@tend/contracts/billing-codes';
import { parseCents } from '@/lib/money/cents-input';

const modifierList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);

/**
 * What the add-charge dialog edits, as typed: a schedule code, or none for a fee described in words.
 * Everything the contract checks on a field shown here is checked here too, on that field: the
 * contract's own paths (modifiers.0, unit_fee_cents) name no field of the form, so an error there
 * would leave the submit silently doing nothing.
 */
export const addChargeFormSchema = z
  .object({
    service_code: z.string(),
    description: z.string(),
    service_date: z.string(),
    units: z.string(),
    fee: z.string(),
    modifiers: z.string(),
    place_of_service: z.enum(placesOfService),
  })
  .superRefine((f, ctx) => {
    const fee = f.fee.trim() ? parseCents(f.fee) : null;
    if (f.fee.trim() && fee === null) ctx.addIssue({ code: 'custom', path: ['fee'], message: 'Fee must be an amount such as 20.00' });
    if (fee !== null && fee * (Number(f.units) || 1) > maxLineCents)
      ctx.addIssue({ code: 'custom', path: ['fee'], message: `Units × fee must be at most ${formatCents(maxLineCents)}` });
    const modifiers = modifierList(f.modifiers);
    if (modifiers.length > 4) ctx.addIssue({ code: 'custom', path: ['modifiers'], message: 'At most 4 modifiers' });
    else if (modifiers.some((m) => !/^[0-9A-Z]{2}$/.test(m)))
      ctx.addIssue({ code: 'custom', path: ['modifiers'], message: 'Modifiers are two characters such as 95' });
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
    modifiers: modifierList(f.modifiers),
    // A service line not on a visit says where it happened (a claim needs it); a fee has none.
    place_of_service: f.service_code ? f.place_of_service : null,
  }))
  .pipe(createChargeSchema);

export type AddChargeFormFields = z.input<typeof addChargeFormSchema>;
export type AddChargeFormValues = z.output<typeof addChargeFormSchema>;
