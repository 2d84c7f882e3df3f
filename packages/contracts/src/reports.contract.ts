import { z } from 'zod';
import { isoDate } from './iso-date';

/** The reports a practice can run; `audit` is the audit-log export (GET /api/admin/audit-logs/export). */
export const reportKinds = ['sessions', 'unsigned-notes', 'client-roster', 'billing'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportFormats = ['json', 'csv', 'pdf'] as const;

/** At most this many rows in one report; the answer says when it was cut. */
export const reportRowLimit = 5000;

export const reportParamsSchema = z.object({
  kind: z.enum(reportKinds, { error: `kind must be one of ${reportKinds.join(', ')} (the audit report is /api/admin/audit-logs/export)` }),
});

/** GET /api/admin/reports/:kind. from/to are calendar dates in the practice's zone, both included (the client roster ignores them). */
export const reportQuerySchema = z
  .object({
    from: isoDate('from must be a date (YYYY-MM-DD)').optional(),
    to: isoDate('to must be a date (YYYY-MM-DD)').optional(),
    provider_id: z.uuid('provider_id must be a UUID').optional(),
    format: z.enum(reportFormats, { error: 'format must be json, csv or pdf' }).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const reportColumnSchema = z.object({ key: z.string(), label: z.string() });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);

export const reportResponseSchema = z.object({
  kind: z.enum(reportKinds),
  title: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
  /** True when more rows matched than reportRowLimit; narrow the dates or choose a provider. */
  truncated: z.boolean(),
  row_limit: z.number().int(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
export type ReportRow = ReportResponse['rows'][number];
