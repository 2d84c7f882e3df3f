import { dateInZone } from '@tend/contracts/calendar-days';
import { documentTypeLabels, downloadNoteFormSchema, exportFormats, noteIdParamsSchema, type DocumentType } from '@tend/contracts/notes.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { clientDisplayName } from '../clients/client-view';
import { callerTimeZone } from '../users/caller-time-zone';
import { gatherNoteRecord } from './exports/note-record';
import { instantInZone } from './exports/note-signature';
import { exportContentTypes, renderNoteFile } from './exports/render-note-file';
import { notesRepo } from './notes.repo';

const label = (documentType: string) => documentTypeLabels[documentType as DocumentType] ?? 'Note';

export function registerNoteExportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  // A stored note in each format, with its record header (note-record.ts); the PDF opens in a new
  // tab (inline, so the browser's viewer shows it), DOCX and TXT download.
  for (const format of exportFormats) {
    route(app, {
      method: 'GET',
      url: `/api/notes/:id/export/${format}`,
      access: 'notes:read',
      params: noteIdParamsSchema,
      response: rawResponse(
        format === 'pdf' ? 'The signed or draft note as a PDF, shown inline.' : `The signed or draft note as a ${format.toUpperCase()} download.`,
        exportContentTypes[format],
      ),
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
        const file = await renderNoteFile(format, content, {
          title: label(row.note.documentType),
          documentType: row.note.documentType,
          clientName: clientDisplayName(row.client),
          date: day(row.encounter?.scheduledStart ?? row.note.createdAt),
          // Practice, client, session and clinician above the text; the risk response, signature and co-signature after it, before the addenda.
          ...(await gatherNoteRecord(db, actor, row, timeZone)),
        });
        const disposition = format === 'pdf' ? file.disposition.replace('attachment', 'inline') : file.disposition;
        return reply.type(file.contentType).header('content-disposition', disposition).header('cache-control', 'no-store').send(file.body);
      },
    });
  }

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
