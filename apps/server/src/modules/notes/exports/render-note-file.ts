import { errorCodes } from '@tend/contracts/errors';
import type { exportFormats } from '@tend/contracts/notes.contract';
import { documents } from '../../../documents/document-renderer';
import { HttpError } from '../../../http/errors';
import { exportFileName, type ExportHeader } from './note-blocks';

type Format = (typeof exportFormats)[number];

/**
 * The most text one export may hold: a note at its 100,000-character limit with room for its
 * addenda (a long evaluation runs 30,000–60,000). Past it the export is refused, not attempted.
 */
export const maxExportChars = 150_000;

export const exportContentTypes: Record<Format, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const renderJobOf = { pdf: 'notePdf', docx: 'noteDocx', txt: 'noteTxt' } as const satisfies Record<Format, string>;

export const exportTooLarge = (chars: number) =>
  new HttpError(
    413,
    errorCodes.payloadTooLarge,
    `Too much text to export: ${chars.toLocaleString('en-US')} characters, and one export holds at most ${maxExportChars.toLocaleString('en-US')} (the note and its addenda together).`,
  );

export async function renderNoteFile(format: Format, content: string, header: ExportHeader & { documentType: string }) {
  if (content.length > maxExportChars) throw exportTooLarge(content.length);
  // On a worker thread with a deadline, even plain text: 150,000 one-letter lines take 0.2 s to strip.
  const body = await documents.render(renderJobOf[format], content, header);
  const fileName = exportFileName(header.documentType, header.clientName, header.date, format);
  return {
    body,
    contentType: exportContentTypes[format],
    // RFC 6266: an ASCII name plus the UTF-8 one.
    disposition: `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    fileName,
  };
}
