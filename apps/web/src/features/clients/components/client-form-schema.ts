import { z } from 'zod';
import { clientStatuses, createClientRequestSchema, type Client, type CreateClientRequest } from '@tend/contracts/clients.contract';

const text = z.string();

/** What the form edits: every field as typed (text inputs hold strings), nested as the contract nests them. */
const clientFormFields = z.object({
  first_name: text,
  last_name: text,
  preferred_name: text,
  pronouns: text,
  date_of_birth: text,
  phone: text,
  email: text,
  address: z.object({ line1: text, line2: text, city: text, region: text, postal_code: text, country: text }),
  emergency_contact: z.object({ name: text, relationship: text, phone: text }),
  status: z.enum(clientStatuses),
  discharged_on: text,
  discharge_reason: text,
  /** '' is unassigned. Only an admin's choice is sent. */
  provider_id: text,
});

const orNull = (value: string) => value.trim() || null;
const allBlank = (values: Record<string, string>) => Object.values(values).every((v) => !v.trim());

/**
 * The form read into the contract's create request, then checked by the contract itself (so
 * its messages show at the same paths): empty text is null, an address or emergency contact
 * with nothing typed is null, and the discharge date and reason go only with a discharge.
 */
export const clientFormSchema = clientFormFields
  .transform(({ address, emergency_contact, status, discharged_on, discharge_reason, ...f }): CreateClientRequest => ({
    first_name: f.first_name,
    last_name: f.last_name,
    preferred_name: orNull(f.preferred_name),
    pronouns: orNull(f.pronouns),
    date_of_birth: orNull(f.date_of_birth),
    phone: orNull(f.phone),
    email: orNull(f.email),
    address: allBlank(address) ? null : address,
    emergency_contact: allBlank(emergency_contact) ? null : emergency_contact,
    status,
    ...(status === 'discharged' ? { discharged_on: orNull(discharged_on), discharge_reason: orNull(discharge_reason) } : {}),
    provider_id: orNull(f.provider_id),
  }))
  .pipe(createClientRequestSchema);

export type ClientFormFields = z.input<typeof clientFormSchema>;
export type ClientFormValues = z.output<typeof clientFormSchema>;

const blankAddress = { line1: '', line2: '', city: '', region: '', postal_code: '', country: '' };

/**
 * The form's starting values: the client's, or a blank active client — held by `newClientProvider`
 * when given (an admin who sees clients starts with her own caseload, not "Unassigned").
 */
export function clientFormDefaults(client?: Client, newClientProvider = ''): ClientFormFields {
  return {
    first_name: client?.first_name ?? '',
    last_name: client?.last_name ?? '',
    preferred_name: client?.preferred_name ?? '',
    pronouns: client?.pronouns ?? '',
    date_of_birth: client?.date_of_birth ?? '',
    phone: client?.phone ?? '',
    email: client?.email ?? '',
    address: { ...blankAddress, ...client?.address },
    emergency_contact: {
      name: client?.emergency_contact?.name ?? '',
      relationship: client?.emergency_contact?.relationship ?? '',
      phone: client?.emergency_contact?.phone ?? '',
    },
    status: client?.status ?? 'active',
    discharged_on: client?.discharged_on ?? '',
    discharge_reason: client?.discharge_reason ?? '',
    provider_id: client ? (client.provider_id ?? '') : newClientProvider,
  };
}
