import { z } from 'zod';

export const complianceStatuses = ['ok', 'attention', 'unknown'] as const;
export type ComplianceStatus = (typeof complianceStatuses)[number];

/** One check of GET /api/admin/compliance: counts and settings only, never a client's name. */
export const complianceItemSchema = z.object({
  id: z.enum([
    'mfa',
    'inactive_accounts',
    'unsigned_notes',
    'ai_provider',
    'client_names_in_prompts',
    'backups',
    'demo_mode',
    'session_timeouts',
    'audit_chain',
  ]),
  title: z.string(),
  status: z.enum(complianceStatuses),
  detail: z.string(),
  /** The web route where it is fixed. */
  fix_path: z.string(),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

/** Computed on every request from the live state; nothing is stored. */
export const complianceResponseSchema = z.object({ checked_at: z.iso.datetime(), items: z.array(complianceItemSchema) });
export type ComplianceResponse = z.infer<typeof complianceResponseSchema>;
