import { z } from 'zod';
import {
  updatePracticeBillingProfileSchema,
  updateProviderBillingProfileSchema,
  upsertBillingServiceSchema,
  type BillingService,
  type PracticeBillingProfile,
  type ProviderBillingProfile,
} from '@tend/contracts/billing.contract';
import { centsField, centsToInput } from '@/lib/money/cents-input';

const text = z.string();
const orNull = (value: string) => value.trim() || null;
/** An optional fee: blank means none. */
const optionalCents = (label: string) =>
  z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    centsField(label, { allowZero: true }),
  ]);

/** A line of the fee schedule as the dialog edits it; read into the contract's request and checked by it. */
const upsertServiceWithCode = upsertBillingServiceSchema.extend({ code: z.string() });
type UpsertServiceInput = z.input<typeof upsertServiceWithCode>;

export const serviceFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4}[0-9A-Z]$/, 'Code must be a CPT code such as 90834'),
    description: text,
    default_minutes: text,
    fee: centsField('Fee', { allowZero: true }),
    active: z.boolean(),
    add_on: z.boolean(),
  })
  .transform(({ fee, default_minutes, ...rest }): UpsertServiceInput => ({ ...rest, fee_cents: fee, default_minutes: Number(default_minutes) }))
  .pipe(upsertServiceWithCode);
export type ServiceFormFields = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;
export const serviceFormDefaults = (s?: BillingService): ServiceFormFields => ({
  code: s?.code ?? '',
  description: s?.description ?? '',
  default_minutes: String(s?.default_minutes ?? 50),
  fee: s ? centsToInput(s.fee_cents) : '',
  active: s?.active ?? true,
  add_on: s?.add_on ?? false,
});

export const practiceProfileFormSchema = z
  .object({
    legal_name: text,
    npi: text,
    tax_id: text,
    line1: text,
    line2: text,
    city: text,
    region: text,
    postal_code: text,
    phone: text,
    late_cancel_fee: optionalCents('Late-cancellation fee'),
    no_show_fee: optionalCents('No-show fee'),
    telehealth_place_of_service: z.enum(['02', '10']),
  })
  .transform((f): z.input<typeof updatePracticeBillingProfileSchema> => ({
    legal_name: orNull(f.legal_name),
    npi: orNull(f.npi),
    tax_id: orNull(f.tax_id),
    address: [f.line1, f.line2, f.city, f.region, f.postal_code].some((v) => v.trim())
      ? { line1: f.line1, line2: f.line2, city: f.city, region: f.region, postal_code: f.postal_code, country: '' }
      : null,
    phone: orNull(f.phone),
    late_cancel_fee_cents: f.late_cancel_fee,
    no_show_fee_cents: f.no_show_fee,
    telehealth_place_of_service: f.telehealth_place_of_service,
  }))
  .pipe(updatePracticeBillingProfileSchema);
export type PracticeProfileFormFields = z.input<typeof practiceProfileFormSchema>;
export type PracticeProfileFormValues = z.output<typeof practiceProfileFormSchema>;
export const practiceProfileDefaults = (p: PracticeBillingProfile): PracticeProfileFormFields => ({
  legal_name: p.legal_name ?? '',
  npi: p.npi ?? '',
  tax_id: p.tax_id ?? '',
  line1: p.address?.line1 ?? '',
  line2: p.address?.line2 ?? '',
  city: p.address?.city ?? '',
  region: p.address?.region ?? '',
  postal_code: p.address?.postal_code ?? '',
  phone: p.phone ?? '',
  late_cancel_fee: p.late_cancel_fee_cents === null ? '' : centsToInput(p.late_cancel_fee_cents),
  no_show_fee: p.no_show_fee_cents === null ? '' : centsToInput(p.no_show_fee_cents),
  telehealth_place_of_service: p.telehealth_place_of_service === '02' ? '02' : '10',
});

export const providerProfileFormSchema = z
  .object({ npi: text, credentials: text, license_number: text, license_state: text, taxonomy_code: text })
  .transform((f): z.input<typeof updateProviderBillingProfileSchema> => ({
    npi: orNull(f.npi),
    credentials: orNull(f.credentials),
    license_number: orNull(f.license_number),
    license_state: orNull(f.license_state.toUpperCase()),
    taxonomy_code: orNull(f.taxonomy_code.toUpperCase()),
  }))
  .pipe(updateProviderBillingProfileSchema);
export type ProviderProfileFormFields = z.input<typeof providerProfileFormSchema>;
export type ProviderProfileFormValues = z.output<typeof providerProfileFormSchema>;
export const providerProfileDefaults = (p: ProviderBillingProfile): ProviderProfileFormFields => ({
  npi: p.npi ?? '',
  credentials: p.credentials ?? '',
  license_number: p.license_number ?? '',
  license_state: p.license_state ?? '',
  taxonomy_code: p.taxonomy_code ?? '',
});
