import {
  checkDuplicateFormSchema,
  checkDuplicateResponseSchema,
  documentTypeLabels,
  labelInSentence,
  riskResponseFromForm,
  riskResponseSchema,
  saveNoteFormSchema,
  saveNoteResponseSchema,
  type CheckDuplicateResponse,
  type DocumentType,
  type RiskResponse,
  type SaveNoteResponse,
} from '@tend/contracts/notes.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '@tend/db/errors';
import { badRequest, forbidden, HttpError, notFound, validationError } from '../../http/errors';
import { route } from '../../http/route';
import type { AuditEntry } from '../../audit/audit';
import { noteCarriesRisk } from '../../ai/risk-guard';
import { lockedNote, riskResponseRequired } from './note-signing.routes';
import { noteVersionsRepo } from './note-versions.repo';
import { noteWritesRepo } from './note-writes.repo';
import { notesRepo } from './notes.repo';
import { captureSigningRecord } from './signing-record';

const duplicate = (documentType: DocumentType, noteId: string | null) =>
  new HttpError(409, errorCodes.duplicateNote, `A ${labelInSentence(documentTypeLabels[documentType])} already exists for this appointment.`, {
    duplicate_exists: true,
    note_id: noteId,
  });

/** The form's risk fields as one response, checked like the approve call's body (400 naming the field). */
function parseRiskResponse(body: Parameters<typeof riskResponseFromForm>[0]): RiskResponse | null {
  const raw = riskResponseFromForm(body);
  if (raw === undefined) return null;
  const parsed = riskResponseSchema.safeParse(raw);
  if (!parsed.success) throw validationError('body.risk_response', parsed.error);
  return parsed.data;
}

export function registerNoteSavingRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/check_duplicate_note',
    access: 'notes:write',
    body: checkDuplicateFormSchema,
    bodyEncoding: 'form',
    response: checkDuplicateResponseSchema,
    handler: async ({ actor, body, audit }): Promise<CheckDuplicateResponse> => {
      const refused = (recordId: string, outcome: 'denied' | 'not_found') => audit({ action: 'check_duplicate', recordType: 'appointment', recordId, outcome });
      if (body.user_id !== actor.userId) {
        await refused(body.user_id, 'denied');
        throw forbidden();
      }
      const repo = notesRepo(db, actor);
      if (!(await repo.encounterToDocument(body.encounter_id))) {
        await refused(body.encounter_id, 'not_found');
        throw notFound('Appointment');
      }
      const noteId = await repo.findForEncounter(body.encounter_id, body.document_type);
      return { duplicate_exists: noteId !== null, note_id: noteId };
    },
  });

  /**
   * Saves a note for an appointment. The duplicate check and the insert are one transaction,
   * and a unique index backs it: two racing saves never make two notes.
   */
  route(app, {
    method: 'POST',
    url: '/api/save_note_db',
    access: 'notes:write',
    body: saveNoteFormSchema,
    bodyEncoding: 'form',
    response: saveNoteResponseSchema,
    handler: async ({ actor, body, now, audit, reply }): Promise<SaveNoteResponse> => {
      const saveAction = body.note_id ? 'update' : 'create';
      if (body.user_id !== actor.userId) {
        await audit({ action: saveAction, recordType: 'note', recordId: body.user_id, outcome: 'denied' });
        throw forbidden();
      }
      if (body.approved && !actor.permissions.includes('notes:approve')) {
        await audit({ action: 'approve', recordType: 'note', recordId: body.note_id ?? null, outcome: 'denied' });
        throw forbidden('You may save drafts but not sign notes.');
      }
      const riskResponse = parseRiskResponse(body);
      if (body.approved && noteCarriesRisk(body.note_content) && !riskResponse) throw riskResponseRequired();
      const signature = body.approved ? { status: 'approved' as const, signedAt: now, signedBy: actor.userId, riskResponse } : { status: 'draft' as const };
      // Signed here too: what it attests is kept as it is now (signing-record.ts).
      const signingRecord = async (tx: typeof db, clientId: string) =>
        body.approved ? { signingRecord: await captureSigningRecord(tx, actor, clientId, riskResponse) } : {};
      // A refusal inside the transaction is recorded after it rolls back (an event written in it would be lost).
      let refusal = null as AuditEntry | null;
      try {
        const saved = await db.transaction(async (tx) => {
          const repo = notesRepo(tx, actor);
          const encounter = await repo.encounterToDocument(body.encounter_id);
          if (!encounter) {
            refusal = { action: saveAction, recordType: 'appointment', recordId: body.encounter_id, outcome: 'not_found' };
            throw notFound('Appointment');
          }

          // A note that already has an id skips the duplicate check (spec section 5).
          if (body.note_id) {
            const row = await repo.get(body.note_id);
            if (!row || row.note.authorId !== actor.userId) {
              refusal = { action: saveAction, recordType: 'note', recordId: body.note_id, clientId: row?.client.id, outcome: 'not_found' };
              throw notFound('Note');
            }
            if (row.note.status === 'approved') throw lockedNote();
            // A draft written before its appointment was known is attached to the one chosen now.
            if (row.note.clientId !== encounter.client.id) throw badRequest('The appointment is for another client than the note.');
            if (row.note.encounterId && row.note.encounterId !== encounter.encounter.id) throw badRequest('The note documents another appointment.');
            const changes = {
              noteContent: body.note_content,
              documentType: body.document_type,
              encounterId: encounter.encounter.id,
              ...signature,
              ...(await signingRecord(tx, encounter.client.id)),
            };
            if (!(await noteWritesRepo(tx, actor).updateDraft(row.note.id, changes, now))) throw lockedNote();
            const attached = row.note.encounterId === null;
            const action = `${attached ? 'attach_and_' : ''}${body.approved ? 'approve' : 'update'}`;
            await audit({ action, recordType: 'note', recordId: row.note.id, clientId: row.client.id, outcome: 'success' }, tx);
            return { note_id: row.note.id, status: signature.status, created: false };
          }

          const existing = await repo.findForEncounter(encounter.encounter.id, body.document_type);
          if (existing) throw duplicate(body.document_type, existing);
          const created = await noteWritesRepo(tx, actor).create({
            practiceId: encounter.client.practiceId,
            clientId: encounter.client.id,
            encounterId: encounter.encounter.id,
            documentType: body.document_type,
            noteContent: body.note_content,
            createdAt: now,
            updatedAt: now,
            ...signature,
            ...(await signingRecord(tx, encounter.client.id)),
          });
          // Written by hand: the clinician's text is the note's first version (the assistant may write it again later).
          await noteVersionsRepo(tx, actor).add(created, { content: body.note_content, source: 'clinician', createdAt: now, createdBy: actor.userId });
          await audit(
            {
              action: body.approved ? 'create_and_approve' : 'create',
              recordType: 'note',
              recordId: created,
              clientId: encounter.client.id,
              outcome: 'success',
            },
            tx,
          );
          return { note_id: created, status: signature.status, created: true };
        });
        reply.status(saved.created ? 201 : 200);
        return saved;
      } catch (error) {
        if (refusal) await audit(refusal);
        if (!isUniqueViolation(error)) throw error;
        throw duplicate(body.document_type, await notesRepo(db, actor).findForEncounter(body.encounter_id, body.document_type));
      }
    },
  });
}
