import {
  addDiagnosisRequestSchema,
  clientDiagnosesResponseSchema,
  clientDiagnosisSchema,
  clientItemParamsSchema,
  reorderDiagnosesRequestSchema,
  updateDiagnosisRequestSchema,
  type ClientDiagnosesResponse,
  type ClientDiagnosis,
} from '@tend/contracts/client-details.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from './client-record';
import { diagnosesRepo, toDiagnosisView } from './diagnoses.repo';
import { findIcd10 } from './icd10-codes';

export function registerDiagnosisRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/diagnoses',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientDiagnosesResponseSchema,
    handler: async ({ actor, params, audit }): Promise<ClientDiagnosesResponse> => {
      const rows = await readClientRecord({ db, actor, audit, clientId: params.id }, 'list_diagnoses', () => diagnosesRepo(db, actor).list(params.id));
      return { diagnoses: rows.map(toDiagnosisView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/diagnoses',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: addDiagnosisRequestSchema,
    response: clientDiagnosisSchema,
    handler: async ({ actor, params, body, reply, audit }): Promise<ClientDiagnosis> => {
      const listed = await findIcd10(body.code);
      if (!listed) throw badRequest('body.code: not an ICD-10-CM code');
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'add_diagnosis', async (tx) => {
        const repo = diagnosesRepo(tx, actor);
        const current = await repo.current(params.id);
        if (current.some((d) => d.code === listed.code)) throw conflict(`${listed.code} is already one of this client’s current diagnoses.`);
        // A new diagnosis ranks after the current ones; the first is primary.
        const { id } = await repo.add({
          clientId: params.id,
          code: listed.code,
          description: listed.description,
          rank: current.length + 1,
          diagnosedOn: body.diagnosed_on ?? null,
        });
        return (await repo.get(params.id, id))!;
      });
      reply.status(201);
      return toDiagnosisView(row);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/clients/:id/diagnoses/:itemId',
    access: 'clients:write',
    params: clientItemParamsSchema,
    body: updateDiagnosisRequestSchema,
    response: clientDiagnosisSchema,
    handler: async ({ actor, params, body, audit }): Promise<ClientDiagnosis> => {
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'update_diagnosis', async (tx) => {
        const repo = diagnosesRepo(tx, actor);
        const found = await repo.get(params.id, params.itemId);
        if (!found) throw notFound('Diagnosis');
        const before = found.diagnosis;
        const diagnosedOn = body.diagnosed_on === undefined ? before.diagnosedOn : body.diagnosed_on;
        const resolvedOn = body.resolved_on === undefined ? before.resolvedOn : body.resolved_on;
        if (diagnosedOn && resolvedOn && resolvedOn < diagnosedOn) throw badRequest('body.resolved_on: a diagnosis is resolved on or after its diagnosis date');
        const reopened = before.resolvedOn !== null && resolvedOn === null;
        const current = reopened ? await repo.current(params.id) : [];
        if (reopened && current.some((d) => d.code === before.code)) throw conflict(`${before.code} is already one of this client’s current diagnoses.`);
        await repo.update(params.id, params.itemId, { diagnosedOn, resolvedOn, ...(reopened ? { rank: current.length + 1 } : {}) });
        // Resolving closes the gap it leaves, so the current ones stay ranked 1..n.
        if (before.resolvedOn === null && resolvedOn !== null)
          await repo.rank(
            params.id,
            (await repo.current(params.id)).map((d) => d.id),
          );
        return (await repo.get(params.id, params.itemId))!;
      });
      return toDiagnosisView(row);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/clients/:id/diagnoses/order',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: reorderDiagnosesRequestSchema,
    response: clientDiagnosesResponseSchema,
    handler: async ({ actor, params, body, audit }): Promise<ClientDiagnosesResponse> => {
      const rows = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'reorder_diagnoses', async (tx) => {
        const repo = diagnosesRepo(tx, actor);
        const current = new Set((await repo.current(params.id)).map((d) => d.id));
        if (body.ids.length !== current.size || !body.ids.every((id) => current.has(id))) throw badRequest('body.ids: list every current diagnosis once');
        await repo.rank(params.id, body.ids);
        return repo.list(params.id);
      });
      return { diagnoses: rows.map(toDiagnosisView) };
    },
  });
}
