import { z } from 'zod';
import { resetPasswordRequestSchema } from '@tend/contracts/auth.contract';

/** The reset request plus the screen's confirmation, which must repeat the new password. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'The passwords do not match' });

export type ResetPasswordFields = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;
