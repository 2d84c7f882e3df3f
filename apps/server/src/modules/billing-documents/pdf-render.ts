import PDFDocument from 'pdfkit';
import type { Address } from '@tend/contracts/clients.contract';

export type Pdf = PDFKit.PDFDocument;

/** Renders a letter-size PDF drawn by `draw` into bytes (standard fonts only: nothing to ship). */
export function renderPdf(info: { title: string; author: string; createdAt: Date; margin?: number }, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: info.margin ?? 50,
      info: { Title: info.title, Author: info.author, Creator: 'Tend', CreationDate: info.createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** "04/12/1991" from "1991-04-12". */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** An address as printed lines (street, then "City, ST 12345"), skipping empty parts. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.region, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.line1, address.line2, cityLine].filter((l) => l && l.trim().length > 0);
}

/** A table row: each cell at its x with its width, left or right aligned, on one line. */
export function tableRow(doc: Pdf, cells: { text: string; x: number; width: number; align?: 'left' | 'right' }[], options: { bold?: boolean } = {}) {
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica');
  let bottom = y;
  for (const cell of cells) {
    doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = doc.page.margins.left;
  doc.y = bottom + 2;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
}
