import {
  clientIdParamsSchema,
  completeRiskAssessmentRequestSchema,
  createRiskAssessmentRequestSchema,
  recentRiskAssessmentsQuerySchema,
  riskAssessmentIdParamsSchema,
  riskAssessmentSchema,
  riskAssessmentsResponseSchema,
  updateRiskAssessmentRequestSchema,
  type RiskAssessment,
} from '@tend/contracts/risk.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findVisibleClient } from '../client-details/client-record';
import { notesRepo } from '../notes/notes.repo';
import { assessmentValues } from './assessment-input';
import { toAssessmentSummary, toAssessmentView } from './assessment-view';
import { completeAssessment, completedAssessmentConflict } from './complete-assessment';
import { riskAudit } from './risk-audit';
import { riskAssessmentsRepo } from './risk-assessments.repo';

/** Risk assessments: a client's timeline, recent ones across the caller's clients, drafts and completion. */
export function registerRiskAssessmentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/risk-assessments',
    access: 'clients:read',
    query: recentRiskAssessmentsQuerySchema,
    response: riskAssessmentsResponseSchema,
    handler: async ({ actor, query, audit }) => {
      const rows = await riskAssessmentsRepo(db, actor).list(query);
      for (const clientId of new Set(rows.map((r) => r.client.id))) await audit(riskAudit.assessment('list', null, clientId));
      return { assessments: rows.map(toAssessmentSummary) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/risk-assessments',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: riskAssessmentsResponseSchema,
    handler: async ({ actor, params, audit }) => {
      const client = await findVisibleClient(db, actor, params.id);
      await audit(riskAudit.assessment('list', null, client ? params.id : null, client ? 'success' : 'not_found'));
      if (!client) throw notFound('Client');
      const rows = await riskAssessmentsRepo(db, actor).list({ clientId: params.id, limit: 500 });
      return { assessments: rows.map(toAssessmentSummary) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/risk-assessments',
    access: 'risk:write',
    params: clientIdParamsSchema,
    body: createRiskAssessmentRequestSchema,
    response: riskAssessmentSchema,
    handler: async ({ actor, params, body, audit, now, reply }): Promise<RiskAssessment> => {
      const created = await db.transaction(async (tx) => {
        const client = await findVisibleClient(tx, actor, params.id);
        if (!client) return null;
        // Started from a note: one the caller may see, of this client; its visit comes along.
        const note = body.note_id ? await notesRepo(tx, actor).get(body.note_id) : null;
        if (body.note_id && !note) throw notFound('Note');
        if (note && note.client.id !== client.id)
          throw badRequest('body.note_id: that note is not about this client', [{ field: 'body.note_id', message: 'That note is not about this client' }]);
        const { values } = assessmentValues(body);
        const repo = riskAssessmentsRepo(tx, actor);
        const id = await repo.create({ ...values, clientId: client.id, noteId: note?.note.id ?? null, encounterId: note?.note.encounterId ?? null }, now);
        await audit(riskAudit.assessment('create', id, client.id), tx);
        return (await repo.get(id))!;
      });
      if (!created) {
        await audit(riskAudit.assessment('create', null, null, 'not_found'));
        throw notFound('Client');
      }
      reply.status(201);
      return toAssessmentView(created, actor);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/risk-assessments/:id',
    access: 'clients:read',
    params: riskAssessmentIdParamsSchema,
    response: riskAssessmentSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await riskAssessmentsRepo(db, actor).get(params.id);
      await audit(riskAudit.assessment('read', params.id, row?.client.id ?? null, row ? 'success' : 'not_found'));
      if (!row) throw notFound('Risk assessment');
      return toAssessmentView(row, actor);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/risk-assessments/:id',
    access: 'risk:write',
    params: riskAssessmentIdParamsSchema,
    body: updateRiskAssessmentRequestSchema,
    response: riskAssessmentSchema,
    handler: async ({ actor, params, body, audit, now }) => {
      const saved = await db.transaction(async (tx) => {
        const repo = riskAssessmentsRepo(tx, actor);
        const row = await repo.get(params.id);
        if (!row) return null;
        if (row.assessment.status !== 'draft') throw completedAssessmentConflict();
        const { values } = assessmentValues(body, row.assessment);
        if (!(await repo.updateDraft(params.id, values, now))) throw completedAssessmentConflict();
        await audit(riskAudit.assessment('update', params.id, row.client.id), tx);
        return (await repo.get(params.id))!;
      });
      if (!saved) {
        await audit(riskAudit.assessment('update', params.id, null, 'not_found'));
        throw notFound('Risk assessment');
      }
      return toAssessmentView(saved, actor);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/risk-assessments/:id/complete',
    access: 'risk:write',
    params: riskAssessmentIdParamsSchema,
    body: completeRiskAssessmentRequestSchema,
    response: riskAssessmentSchema,
    handler: ({ actor, params, body, audit, now }) => completeAssessment(app, { actor, audit, now }, params.id, body),
  });
}
