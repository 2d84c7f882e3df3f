import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  auditVerificationSchema,
  type AuditLogResponse,
  type AuditVerification,
} from '@tend/contracts/audit-log.contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobs } from '@tend/db/schema/jobs';
import { chainCheckResultSchema, verifyAuditChainJob, verifyChainKind } from '../../audit/verify-chain.job';
import { csvRow } from '../../http/csv';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { auditLogRepo } from './audit-log.repo';

/** At most this many events in one export; narrow the filters for more. */
const exportLimit = 50_000;

/** /admin/audit-logs: the practice's audit trail, its export, and the chain's last verification. */
export function registerAuditLogRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  // Built once: making the job reads the anchors' key, which a request need not do again.
  const verifyChainJob = verifyAuditChainJob(env);

  route(app, {
    method: 'GET',
    url: '/api/admin/audit-logs',
    access: 'audit:read',
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
    handler: async ({ actor, query, audit }): Promise<AuditLogResponse> => {
      const { limit, before, ...filters } = query;
      const page = await auditLogRepo(db, actor).page(filters, limit, before);
      // The trail names clients: reading it is itself recorded.
      await audit({ action: 'list', recordType: 'audit_event', recordId: null, clientId: filters.client_id, outcome: 'success' });
      return { events: page.events, next_before: page.nextBefore };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/audit-logs/export',
    access: 'audit:read',
    query: auditLogQuerySchema,
    response: rawResponse('The filtered events as CSV, newest first.', 'text/csv'),
    handler: async ({ actor, query, reply, audit, now }) => {
      const { limit: _pageSize, before: _before, ...filters } = query;
      const repo = auditLogRepo(db, actor);
      let csv = csvRow(['seq', 'at', 'user', 'role', 'action', 'record_type', 'record_id', 'client', 'outcome', 'address']);
      let before: number | undefined;
      let written = 0;
      do {
        const page = await repo.page(filters, 1000, before);
        for (const e of page.events) {
          csv += csvRow([
            e.seq,
            e.at,
            e.actor_name ?? e.actor_id,
            e.actor_role,
            e.action,
            e.record_type,
            e.record_id,
            e.client_name ?? e.client_id,
            e.outcome,
            e.ip,
          ]);
        }
        written += page.events.length;
        before = page.nextBefore ?? undefined;
      } while (before !== undefined && written < exportLimit);
      await audit({ action: 'export', recordType: 'audit_event', recordId: null, clientId: filters.client_id, outcome: 'success' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${now.toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/audit-logs/verification',
    access: 'audit:read',
    response: auditVerificationSchema,
    handler: async (): Promise<AuditVerification> => {
      const [last] = await db
        .select({ result: jobs.result, finishedAt: jobs.finishedAt })
        .from(jobs)
        .where(and(eq(jobs.kind, verifyChainKind), eq(jobs.status, 'done')))
        .orderBy(desc(jobs.finishedAt))
        .limit(1);
      const result = chainCheckResultSchema.safeParse(last?.result);
      if (!last || !result.success) {
        return { checked_at: null, ok: null, events_checked: null, broken_at: null, anchored_seq: null, anchors_ok: null, problem: null };
      }
      return { checked_at: last.finishedAt?.toISOString() ?? null, ...result.data };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/audit-logs/verification',
    access: 'audit:read',
    response: z.object({ queued: z.literal(true) }),
    handler: async ({ actor, reply }) => {
      // A run now, besides the schedule; its result replaces the one shown.
      await app.services.jobs.enqueue(verifyChainJob, {}, { userId: actor.userId });
      reply.status(202);
      return { queued: true as const };
    },
  });
}
