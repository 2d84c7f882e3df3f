import {
  addAddendumRequestSchema,
  approveNoteRequestSchema,
  insertSoapRequestSchema,
  insertSoapResponseSchema,
  noteDetailSchema,
  noteIdParamsSchema,
  type InsertSoapResponse,
  type NoteDetail,
} from '@tend/contracts/notes.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { noteCarriesRisk } from '../../ai/risk-guard';
import { closeUnsignedNoteTask } from '../tasks/auto-task-sweep';
import { toNoteDetail } from './note-review';
import { noteWritesRepo } from './note-writes.repo';
import { notesRepo } from './notes.repo';
import { captureSigningRecord } from './signing-record';
import { checkAttachedAssessment } from '../risk/note-attachment';

export const riskResponseRequired = () =>
  new HttpError(
    400,
    errorCodes.riskResponseRequired,
    'This note records risk language. Record your response — safety plan, referral or emergency evaluation, consultation, mandated report, duty-to-warn assessment, or no action with the reason — before signing.',
  );

export const lockedNote = () => conflict('This note is approved and signed, so it is locked. Add an addendum instead.');

export function registerNoteSigningRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/notes/:id/approve',
    access: 'notes:approve',
    params: noteIdParamsSchema,
    body: approveNoteRequestSchema,
    response: noteDetailSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<NoteDetail> => {
      const row = await notesRepo(db, actor).get(params.id);
      if (!row) throw notFound('Note');
      // Only the clinician who wrote the note signs it; the refusal is audited (outside any transaction, so it stays).
      if (row.note.authorId !== actor.userId) {
        await audit({ action: 'approve', recordType: 'note', recordId: params.id, clientId: row.client.id, outcome: 'denied' });
        throw forbidden('Only the clinician who wrote this note can sign it.');
      }
      return db.transaction(async (tx) => {
        const repo = notesRepo(tx, actor);
        if (row.note.status === 'approved') throw conflict('This note is already approved and signed.');
        if (noteCarriesRisk(row.note.noteContent) && !body.risk_response) throw riskResponseRequired();
        await checkAttachedAssessment(tx, actor, body.risk_response?.assessment_id, row.client.id);
        // The status guard makes two racing approvals sign once.
        const signed = await noteWritesRepo(tx, actor).updateDraft(
          params.id,
          {
            status: 'approved',
            signedAt: now,
            signedBy: actor.userId,
            riskResponse: body.risk_response ?? null,
            signingRecord: await captureSigningRecord(tx, actor, row.client.id, body.risk_response ?? null),
          },
          now,
        );
        if (!signed) throw conflict('This note is already approved and signed.');
        // The visit is documented: its unsigned-note task closes with the signature.
        if (row.note.encounterId) await closeUnsignedNoteTask(tx, row.note.encounterId, now);
        await audit({ action: 'approve', recordType: 'note', recordId: params.id, clientId: row.client.id, outcome: 'success' }, tx);
        return toNoteDetail(tx, actor, (await repo.get(params.id))!, repo);
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/notes/:id/addenda',
    access: 'notes:write',
    params: noteIdParamsSchema,
    body: addAddendumRequestSchema,
    response: noteDetailSchema,
    handler: async ({ actor, params, body, now, audit, reply }): Promise<NoteDetail> => {
      const detail = await db.transaction(async (tx) => {
        const repo = notesRepo(tx, actor);
        const row = await repo.get(params.id);
        if (!row) throw notFound('Note');
        if (row.note.status !== 'approved') throw conflict('Drafts are edited directly; addenda are for signed notes.');
        await noteWritesRepo(tx, actor).addAddendum(row.note.id, body.text, now);
        await audit({ action: 'addendum', recordType: 'note', recordId: row.note.id, clientId: row.client.id, outcome: 'success' }, tx);
        return toNoteDetail(tx, actor, row, repo);
      });
      reply.status(201);
      return detail;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/notes/insert-soap',
    access: 'notes:write',
    body: insertSoapRequestSchema,
    response: insertSoapResponseSchema,
    handler: async ({ actor, body, now, audit }): Promise<InsertSoapResponse> => {
      return db.transaction(async (tx) => {
        const row = await notesRepo(tx, actor).get(body.note_id);
        if (!row || row.note.authorId !== actor.userId) throw notFound('Note');
        if (row.note.status === 'approved') throw lockedNote();
        if (body.content !== undefined) {
          if (!(await noteWritesRepo(tx, actor).updateDraft(row.note.id, { noteContent: body.content }, now))) throw lockedNote();
          await audit({ action: 'update', recordType: 'note', recordId: row.note.id, clientId: row.client.id, outcome: 'success' }, tx);
        }
        return { ok: true as const, note_id: row.note.id };
      });
    },
  });
}
