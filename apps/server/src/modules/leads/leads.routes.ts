import {
  createLeadRequestSchema,
  leadDetailSchema,
  leadFunnelSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadStatuses,
  updateLeadRequestSchema,
  type LeadDetail,
  type LeadFunnel,
  type LeadListResponse,
  type LeadStatus,
} from '@tend/contracts/leads.contract';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { leadsRepo, type NewLead } from './leads.repo';
import { leadDetail } from './lead-detail';
import { stagesReached } from './lead-funnel';
import { toLeadView } from './lead-view';
import { registerLeadActionRoutes } from './lead-actions.routes';
import { registerInquiryRoutes } from './inquiry.routes';

type Repo = ReturnType<typeof leadsRepo>;
type LeadFields = Partial<typeof createLeadRequestSchema._zod.output>;

/** The columns a body changes; an assignee must be staff of the practice, and a therapist may only take a lead or let it go. */
async function leadColumns(repo: Repo, actor: Actor, body: LeadFields): Promise<Partial<NewLead>> {
  const columns: Partial<NewLead> = {};
  if (body.first_name !== undefined) columns.firstName = body.first_name;
  if (body.last_name !== undefined) columns.lastName = body.last_name;
  if (body.email !== undefined) columns.email = body.email || null;
  if (body.phone !== undefined) columns.phone = body.phone || null;
  if (body.referral_source !== undefined) columns.referralSource = body.referral_source || null;
  if (body.reason !== undefined) columns.reason = body.reason || null;
  if (body.insurance !== undefined) columns.insurance = body.insurance || null;
  if (body.preferred_times !== undefined) columns.preferredTimes = body.preferred_times || null;
  if (body.assignee_id !== undefined) {
    const mayAssignOthers = actor.acting === 'admin' || actor.acting === 'supervisor';
    if (body.assignee_id && !mayAssignOthers && body.assignee_id !== actor.userId)
      throw badRequest('body.assignee_id: a therapist may assign a lead only to themself');
    if (body.assignee_id && !(await repo.isStaff(body.assignee_id))) throw badRequest('body.assignee_id: not a clinician or admin of this practice');
    columns.assigneeId = body.assignee_id;
  }
  return columns;
}

/** Leads (issue 15): list, create, read, edit, the funnel; status, notes and conversion in lead-actions; the public form in inquiry. */
export function registerLeadRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/leads',
    access: 'leads:manage',
    query: leadListQuerySchema,
    response: leadListResponseSchema,
    handler: async ({ actor, query, audit }): Promise<LeadListResponse> => {
      const repo = leadsRepo(db, actor);
      const [rows, counts] = await Promise.all([repo.list(query), repo.countsByStatus()]);
      await audit({ action: 'list', recordType: 'lead', outcome: 'success' });
      const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<LeadStatus, number>;
      return { leads: rows.map(toLeadView), counts: byStatus };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/leads/funnel',
    access: 'leads:manage',
    response: leadFunnelSchema,
    handler: async ({ actor, audit }): Promise<LeadFunnel> => {
      const repo = leadsRepo(db, actor);
      const [histories, sources] = await Promise.all([repo.statusHistories(), repo.bySource()]);
      await audit({ action: 'funnel', recordType: 'lead', outcome: 'success' });
      return {
        stages: stagesReached(histories),
        total: histories.length,
        by_source: sources.map((s) => ({
          referral_source: s.source,
          total: s.total,
          converted: s.converted,
          conversion_percent: s.total ? Math.round((100 * s.converted) / s.total) : 0,
        })),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/leads',
    access: 'leads:manage',
    body: createLeadRequestSchema,
    response: leadDetailSchema,
    handler: async ({ actor, body, now, audit, reply }): Promise<LeadDetail> => {
      const id = await db.transaction(async (tx) => {
        const repo = leadsRepo(tx, actor);
        const columns = await leadColumns(repo, actor, body);
        const leadId = await repo.create({
          ...columns,
          firstName: body.first_name,
          lastName: body.last_name,
          source: 'manual',
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addEvent(leadId, { kind: 'created', toStatus: 'new', createdAt: now });
        await audit({ action: 'create', recordType: 'lead', recordId: leadId, outcome: 'success' }, tx);
        return leadId;
      });
      reply.status(201);
      return (await leadDetail(leadsRepo(db, actor), id))!;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/leads/:id',
    access: 'leads:manage',
    params: leadIdParamsSchema,
    response: leadDetailSchema,
    handler: async ({ actor, params, audit }): Promise<LeadDetail> => {
      const detail = await leadDetail(leadsRepo(db, actor), params.id);
      await audit({ action: 'read', recordType: 'lead', recordId: params.id, clientId: detail?.lead.client_id, outcome: detail ? 'success' : 'not_found' });
      if (!detail) throw notFound('Lead');
      return detail;
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/leads/:id',
    access: 'leads:manage',
    params: leadIdParamsSchema,
    body: updateLeadRequestSchema,
    response: leadDetailSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<LeadDetail> => {
      const changed = await db.transaction(async (tx) => {
        const repo = leadsRepo(tx, actor);
        const columns = await leadColumns(repo, actor, body);
        if (!(await repo.update(params.id, columns, now))) return false;
        // The history says what changed, not the values (they are on the lead).
        const fields = Object.keys(body).map((k) => k.replaceAll('_', ' '));
        if (fields.length) await repo.addEvent(params.id, { kind: 'updated', body: `Changed ${fields.join(', ')}`, createdAt: now });
        await audit({ action: 'update', recordType: 'lead', recordId: params.id, outcome: 'success' }, tx);
        return true;
      });
      if (!changed) {
        await audit({ action: 'update', recordType: 'lead', recordId: params.id, outcome: 'not_found' });
        throw notFound('Lead');
      }
      return (await leadDetail(leadsRepo(db, actor), params.id))!;
    },
  });

  registerLeadActionRoutes(app);
  registerInquiryRoutes(app);
}
