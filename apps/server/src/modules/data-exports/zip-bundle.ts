import { setTimeout as sleep } from 'node:timers/promises';
import { zipSync, strToU8 } from 'fflate';
import { dateInZone } from '@tend/contracts/calendar-days';
import { documentTypeLabels } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import { HttpError } from '../../http/errors';
import { clientDisplayName } from '../clients/client-view';
import type { Actor } from '../../auth/actor';
import { gatherNoteRecord } from '../notes/exports/note-record';
import { noteSignature } from '../notes/exports/note-signature';
import { renderNoteFile } from '../notes/exports/render-note-file';
import { csvFiles, csvText } from './bundle-csv';
import type { ExportNoteRow, ExportRecords } from './export-records';
import { byNote, noteWithAddenda } from './note-text';
import { SizeLimit, type Progress } from './size-limit';

export interface ZipBundleFile {
  bytes: Buffer;
  clientIds: string[];
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60) || 'client';

function readme(scope: string, now: Date): string {
  const files = csvFiles.map((f) => `${f.name}\n  ${f.describes}\n  Columns: ${f.header.join(', ')}`);
  return [
    `Tend records export (${scope}), made ${now.toISOString()}.`,
    '',
    'CSV files are UTF-8, comma-separated, RFC 4180 quoting. Times are UTC (ISO 8601); money is in integer cents.',
    "A cell that begins with = + - or @ is prefixed with ' so a spreadsheet shows it rather than running it.",
    '',
    ...files.flatMap((f) => [f, '']),
    'notes/<date>-<client>-<note id>.pdf',
    '  One PDF per signed note, with its signature and addenda, as the note page exports it. Drafts are in notes.csv only.',
    '',
  ].join('\n');
}

/** A note PDF from the shared render workers; a moment's wait when they are busy with other people's documents. */
async function renderWithRetry(...args: Parameters<typeof renderNoteFile>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await renderNoteFile(...args);
    } catch (error) {
      const busy = error instanceof HttpError && error.status === 503 && /Too many documents/.test(error.message);
      if (!busy || attempt >= 10) throw error;
      await sleep(500 * attempt);
    }
  }
}

/**
 * The zip: one CSV per kind of record, a README describing them, and a PDF per signed note made
 * by the note PDF renderer on the worker pool (one at a time, so an export never crowds out a
 * clinician's own download).
 */
export async function buildZipBundle(
  db: Db,
  records: ExportRecords,
  options: { scopeLabel: string; now: Date; timeZone: string; progress: Progress; actor?: Actor | null },
): Promise<ZipBundleFile> {
  const size = new SizeLimit();
  const files: Record<string, Uint8Array> = {};
  const clientIds: string[] = [];
  for await (const page of records.clients()) clientIds.push(...page.map((c) => c.id));

  for (const [i, file] of csvFiles.entries()) {
    files[file.name] = strToU8(await csvText(file, records, (bytes) => size.add(bytes)));
    await options.progress(Math.round(((i + 1) / csvFiles.length) * 40));
  }
  files['README.txt'] = strToU8(readme(options.scopeLabel, options.now));

  const signedCount = { done: 0, total: 0 };
  const day = (at: Date) => dateInZone(at, options.timeZone).toString();
  const pages: ExportNoteRow[][] = [];
  for await (const page of records.notes()) {
    const signed = page.filter(({ note }) => note.status === 'approved' && note.signedAt);
    signedCount.total += signed.length;
    if (signed.length) pages.push(signed);
  }
  for (const signed of pages) {
    const addenda = byNote(await records.addendaOf(signed.map(({ note }) => note.id)));
    for (const row of signed) {
      const { note, client, encounter } = row;
      const content = noteWithAddenda(note.noteContent, addenda.get(note.id) ?? [], options.timeZone);
      const file = await renderWithRetry('pdf', content, {
        title: documentTypeLabels[note.documentType] ?? 'Note',
        documentType: note.documentType,
        clientName: clientDisplayName(client),
        date: day(encounter?.scheduledStart ?? note.createdAt),
        // The record header of the note page's export, read as the admin who asked; without them, the signature alone.
        ...(options.actor ? await gatherNoteRecord(db, options.actor, row, options.timeZone) : await noteSignature(db, row, options.timeZone)),
      });
      size.add(file.body.byteLength);
      files[`notes/${day(note.signedAt!)}-${slug(clientDisplayName(client))}-${note.id}.pdf`] = new Uint8Array(file.body);
      signedCount.done++;
      await options.progress(40 + Math.round((signedCount.done / signedCount.total) * 50));
    }
  }
  await options.progress(90);

  // PDFs are compressed already; storing them saves the time of deflating them again.
  const zipped = zipSync(Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, name.endsWith('.pdf') ? [bytes, { level: 0 }] : bytes])), {
    level: 6,
  });
  return { bytes: Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength), clientIds };
}
