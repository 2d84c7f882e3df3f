import type { exportFormats } from '@tend/contracts/notes.contract';
import { exportFileName, type ExportHeader } from './note-blocks';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { renderTxt } from './render-txt';

type Format = (typeof exportFormats)[number];

export const exportContentTypes: Record<Format, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

export async function renderNoteFile(format: Format, content: string, header: ExportHeader & { documentType: string }) {
  const body = format === 'pdf' ? await renderPdf(content, header) : format === 'docx' ? await renderDocx(content, header) : renderTxt(content, header);
  const fileName = exportFileName(header.documentType, header.clientName, header.date, format);
  return {
    body,
    contentType: exportContentTypes[format],
    // RFC 6266: an ASCII name plus the UTF-8 one.
    disposition: `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    fileName,
  };
}
