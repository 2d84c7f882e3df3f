import { z } from 'zod';
import { isoDate } from './iso-date';

/** How the touch of a record ended (the audit_events.outcome values). */
export const auditOutcomeValues = ['success', 'denied', 'not_found', 'error'] as const;

const text = (name: string) => z.string().trim().min(1).max(200, `${name} must be at most 200 characters`).optional();

/** GET /api/admin/audit-logs: the practice's events, newest first, filtered and paged by `before` (a seq). */
export const auditLogQuerySchema = z
  .object({
    user_id: z.uuid('user_id must be a UUID').optional(),
    client_id: z.uuid('client_id must be a UUID').optional(),
    action: text('action'),
    record_type: text('record_type'),
    record_id: text('record_id'),
    outcome: z.enum(auditOutcomeValues).optional(),
    from: isoDate('from must be a date (YYYY-MM-DD)').optional(),
    to: isoDate('to must be a date (YYYY-MM-DD)').optional(),
    before: z.coerce.number().int().positive('before must be an event number').optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEventSchema = z.object({
  seq: z.number().int(),
  at: z.iso.datetime(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string().nullable(),
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  outcome: z.enum(auditOutcomeValues),
  ip: z.string().nullable(),
});
export type AuditLogEvent = z.infer<typeof auditLogEventSchema>;

export const auditLogResponseSchema = z.object({
  events: z.array(auditLogEventSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** GET /api/admin/audit-logs/verification: the last scheduled check of the whole chain and its anchors. */
export const auditVerificationSchema = z.object({
  checked_at: z.iso.datetime().nullable(),
  ok: z.boolean().nullable(),
  events_checked: z.number().int().nullable(),
  /** The first event whose link does not match, when the chain is broken. */
  broken_at: z.number().int().nullable(),
  /** The newest anchor written outside the database, and whether the database still holds it. */
  anchored_seq: z.number().int().nullable(),
  anchors_ok: z.boolean().nullable(),
  problem: z.string().nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
