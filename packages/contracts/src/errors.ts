import { z } from 'zod';

/** Every non-2xx JSON answer has this shape (ARCHITECTURE rule 5). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  tooManyRequests: 'too_many_requests',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
