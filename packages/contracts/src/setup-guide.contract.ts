import { z } from 'zod';

/** One step of GET /api/admin/setup-guide, done or not from the practice's real state. */
export const setupStepSchema = z.object({
  id: z.enum(['practice_profile', 'first_clinician', 'work_schedule', 'first_client', 'ai_configured', 'backups']),
  title: z.string(),
  done: z.boolean(),
  detail: z.string(),
  /** The screen where it is done. */
  path: z.string(),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export const setupGuideResponseSchema = z.object({ steps: z.array(setupStepSchema) });
export type SetupGuideResponse = z.infer<typeof setupGuideResponseSchema>;
