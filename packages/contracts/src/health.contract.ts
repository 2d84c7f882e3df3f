import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const versionResponseSchema = z.object({
  commit: z.string(),
  build_timestamp: z.string().nullable(),
  deployed_at: z.string(),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;

/** Spec: AI health has an ok flag and where (engine and host, never a key). */
export const aiHealthResponseSchema = z.object({
  ok: z.boolean(),
  where: z.string(),
  reason: z.string().optional(),
});
export type AiHealthResponse = z.infer<typeof aiHealthResponseSchema>;
