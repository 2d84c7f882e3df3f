import { z } from 'zod';

export const clientStatuses = ['active', 'inactive', 'discharged'] as const;

export const clientSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.iso.date().nullable(),
  status: z.enum(clientStatuses),
  provider_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListResponseSchema = z.object({ clients: z.array(clientSchema) });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid('Client id must be a UUID') });

export const createClientRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  preferred_name: z.string().trim().max(100).nullable().optional(),
  email: z.email('Enter a valid e-mail address').nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  date_of_birth: z.iso.date('Date of birth must be YYYY-MM-DD').nullable().optional(),
  provider_id: z.uuid().optional(),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

/** Spec section 3: recent client is id, name, lastSession. */
export const recentClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastSession: z.iso.datetime().nullable(),
});
export type RecentClient = z.infer<typeof recentClientSchema>;
