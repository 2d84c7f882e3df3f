import { z } from 'zod';
import { errorCodes } from './error-codes';

export { errorCodes, type ErrorCode } from './error-codes';

export const errorCodeSchema = z.enum(errorCodes);

/** Every non-2xx JSON answer has this shape (ARCHITECTURE rule 5). */
export const apiErrorSchema = z.object({
  error: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
