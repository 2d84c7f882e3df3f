import { dateInZone } from '@tend/contracts/calendar-days';
import { documentTypeLabels, downloadNoteFormSchema, exportFormats, noteIdParamsSchema, type DocumentType } from '@tend/contracts/notes.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { clientDisplayName } from '../clients/client-view';
import { callerTimeZone } from '../users/caller-time-zone';
import { instantInZone, noteSignature } from './exports/note-signature';
import { exportContentTypes, renderNoteFile } from './exports/render-note-file';
import { notesRepo } from './notes.repo';

const label = (documentType: string) => documentTypeLabels[documentType as DocumentType] ?? 'Note';

export function registerNoteExportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/notes/:id/export/pdf',
    access: 'notes:read',
    params: noteIdParamsSchema,
    response: rawResponse('The signed or draft note as a PDF, shown inline.', exportContentTypes.pdf),
    handler: async ({ actor, params, reply, audit }) => {
      const repo = notesRepo(db, actor);
      const row = await repo.get(params.id);
      await audit({ action: 'export', recordType: 'note', recordId: params.id, clientId: row?.client.id, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Note');
      // Dates as the clinician's calendar has them, not UTC's.
      const timeZone = await callerTimeZone(db, actor);
      const day = (at: Date) => dateInZone(at, timeZone).toString();
      // The record is the note and its addenda, in order: a signed note's export carries both.
      const addenda = await repo.addenda(row.note.id);
      const content = [row.note.noteContent, ...addenda.map((a) => `## Addendum — ${a.authorName}, ${instantInZone(a.createdAt, timeZone)}\n${a.text}`)].join(
        '\n\n',
      );
      const file = await renderNoteFile('pdf', content, {
        title: label(row.note.documentType),
        documentType: row.note.documentType,
        clientName: clientDisplayName(row.client),
        date: day(row.encounter?.scheduledStart ?? row.note.createdAt),
        // Who signed and when, after the note and before its addenda; a draft says it is one.
        ...(await noteSignature(db, row, timeZone)),
      });
      // Opened in a new tab: inline, so the browser's viewer shows it.
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition.replace('attachment', 'inline'))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });

  for (const format of exportFormats) {
    route(app, {
      method: 'POST',
      url: `/api/download_note_${format}`,
      access: 'notes:read',
      body: downloadNoteFormSchema,
      bodyEncoding: 'form',
      response: rawResponse(`The note as a ${format.toUpperCase()} download.`, exportContentTypes[format]),
      handler: async ({ actor, body, now, reply, audit }) => {
        const documentType = body.document_type ?? 'note';
        const date = dateInZone(now, await callerTimeZone(db, actor)).toString();
        const file = await renderNoteFile(format, body.note_content, {
          title: label(documentType),
          documentType,
          clientName: body.client_name?.trim() || 'client',
          date,
        });
        await audit({ action: 'download', recordType: 'note_content', recordId: format, outcome: 'success' });
        return reply.type(file.contentType).header('content-disposition', file.disposition).header('cache-control', 'no-store').send(file.body);
      },
    });
  }
}
