import { reportParamsSchema, reportQuerySchema, reportResponseSchema, reportRowLimit, type ReportResponse } from '@tend/contracts/reports.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { idsOf } from '../../audit/ids-of';
import { documents } from '../../documents/document-renderer';
import { csvRow } from '../../http/csv';
import { route } from '../../http/route';
import { printedCell } from './report-cells';
import { reportRecordType, runReport } from './report-queries';

/**
 * /admin/reports: sessions, unsigned notes, client roster and billing, as JSON (the preview), CSV
 * or PDF. The audit report is the audit-log export (GET /api/admin/audit-logs/export), not repeated here.
 * Reports name clients, so every run is audited with the ids of the records shown.
 */
export function registerReportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/reports/:kind',
    access: 'reports:read',
    params: reportParamsSchema,
    query: reportQuerySchema,
    response: reportResponseSchema,
    handler: async ({ actor, params, query, reply, audit, now }) => {
      const [practice] = await db.select({ name: practices.name, timeZone: practices.timeZone }).from(practices).where(eq(practices.id, actor.practiceId));
      const { format, ...filters } = query;
      const data = await runReport(params.kind, { db, actor, timeZone: practice!.timeZone, now }, filters);
      await audit({
        action: format === 'json' ? 'report' : 'export',
        recordType: reportRecordType[params.kind],
        recordId: idsOf(data.ids),
        outcome: 'success',
      });
      const answer: ReportResponse = {
        kind: params.kind,
        title: data.title,
        columns: data.columns,
        rows: data.rows,
        truncated: data.truncated,
        row_limit: reportRowLimit,
      };
      if (format === 'json') return answer;

      const name = `${params.kind}-${filters.from ?? 'start'}-to-${filters.to ?? now.toISOString().slice(0, 10)}`;
      if (format === 'csv') {
        let csv = csvRow(data.columns.map((c) => c.label));
        for (const row of data.rows) csv += csvRow(data.columns.map((c) => printedCell(c, row[c.key])));
        if (data.truncated) csv += csvRow([`Only the first ${reportRowLimit} rows are included; narrow the dates or choose a provider.`]);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(csv);
      }
      const [provider] = filters.provider_id
        ? await db
            .select({ name: users.name })
            .from(users)
            .where(and(eq(users.id, filters.provider_id), eq(users.practiceId, actor.practiceId)))
        : [];
      const subtitle = [`${filters.from ?? 'start'} to ${filters.to ?? 'today'}`, provider?.name].filter(Boolean).join(' · ');
      const pdf = await documents.render('reportPdf', { ...answer, practiceName: practice!.name, subtitle, createdAt: now });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}.pdf"`).send(pdf);
    },
  });
}
