import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import {
  addLeadNoteRequestSchema,
  changeLeadStatusRequestSchema,
  clientLeadHistorySchema,
  convertLeadRequestSchema,
  convertLeadResponseSchema,
  leadDetailSchema,
  leadIdParamsSchema,
  type ClientLeadHistory,
  type ConvertLeadResponse,
  type LeadDetail,
} from '@tend/contracts/leads.contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord } from '../client-details/client-record';
import { convertLead } from './convert-lead';
import { leadsRepo } from './leads.repo';
import { leadDetail } from './lead-detail';
import { toLeadEventView, toLeadView } from './lead-view';

/** A lead's life: status changes (each one on its history), notes, conversion into a client; and the client's side of it. */
export function registerLeadActionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/leads/:id/status',
    access: 'leads:manage',
    params: leadIdParamsSchema,
    body: changeLeadStatusRequestSchema,
    response: leadDetailSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<LeadDetail> => {
      const found = await db.transaction(async (tx) => {
        const repo = leadsRepo(tx, actor);
        const current = await repo.get(params.id);
        if (!current) return false;
        const from = current.lead.status;
        if (from === 'converted') throw conflict('A converted lead is a client now; its status no longer changes.');
        if (from === body.status) throw conflict(`The lead is already ${body.status.replaceAll('_', ' ')}.`);
        const closing = body.status === 'closed';
        // Reopening clears the close reason from the lead; the history keeps it.
        await repo.update(
          params.id,
          { status: body.status, closeReason: closing ? body.close_reason : null, referredTo: closing ? (body.referred_to ?? null) : null },
          now,
        );
        const lines = closing ? [`Reason: ${body.close_reason}`, body.referred_to ? `Referred to: ${body.referred_to}` : null] : [];
        const text = [...lines, body.note].filter(Boolean).join('\n');
        await repo.addEvent(params.id, { kind: 'status', fromStatus: from, toStatus: body.status, body: text || null, createdAt: now });
        await audit({ action: 'change_status', recordType: 'lead', recordId: params.id, outcome: 'success' }, tx);
        return true;
      });
      if (!found) {
        await audit({ action: 'change_status', recordType: 'lead', recordId: params.id, outcome: 'not_found' });
        throw notFound('Lead');
      }
      return (await leadDetail(leadsRepo(db, actor), params.id))!;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/leads/:id/notes',
    access: 'leads:manage',
    params: leadIdParamsSchema,
    body: addLeadNoteRequestSchema,
    response: leadDetailSchema,
    handler: async ({ actor, params, body, now, audit, reply }): Promise<LeadDetail> => {
      const found = await db.transaction(async (tx) => {
        const repo = leadsRepo(tx, actor);
        if (!(await repo.get(params.id))) return false;
        await repo.addEvent(params.id, { kind: 'note', body: body.body, createdAt: now });
        await audit({ action: 'add_note', recordType: 'lead', recordId: params.id, outcome: 'success' }, tx);
        return true;
      });
      if (!found) {
        await audit({ action: 'add_note', recordType: 'lead', recordId: params.id, outcome: 'not_found' });
        throw notFound('Lead');
      }
      reply.status(201);
      return (await leadDetail(leadsRepo(db, actor), params.id))!;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/leads/:id/convert',
    access: 'leads:manage',
    params: leadIdParamsSchema,
    body: convertLeadRequestSchema,
    response: convertLeadResponseSchema,
    handler: async ({ actor, params, body, now, audit, reply }): Promise<ConvertLeadResponse> => {
      const clientId = await convertLead(db, actor, params.id, body, { now, audit });
      if (!clientId) {
        await audit({ action: 'convert', recordType: 'lead', recordId: params.id, outcome: 'not_found' });
        throw notFound('Lead');
      }
      reply.status(201);
      return { lead: toLeadView((await leadsRepo(db, actor).get(params.id))!), client_id: clientId };
    },
  });

  /** "From inquiry on <date>": whoever may see the client sees the inquiry it came from. */
  route(app, {
    method: 'GET',
    url: '/api/clients/:id/lead-history',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientLeadHistorySchema,
    handler: ({ actor, params, audit }): Promise<ClientLeadHistory> =>
      readClientRecord({ db, actor, audit, clientId: params.id }, 'read_lead_history', async () => {
        const repo = leadsRepo(db, actor);
        const row = await repo.ofClient(params.id);
        return { lead: row ? toLeadView(row) : null, events: row ? (await repo.events(row.lead.id)).map(toLeadEventView) : [] };
      }),
  });
}
