import PDFDocument from 'pdfkit';
import { noteBlocks, type ExportHeader } from './note-blocks';

/** A letter-size PDF with the standard Helvetica fonts (no font files to ship). */
export function renderPdf(content: string, header: ExportHeader): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `${header.title} — ${header.clientName}`, Creator: 'Tend' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(header.title);
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#444444')
      .text(`Client: ${header.clientName}    Date: ${header.date}${header.status ? `    Status: ${header.status}` : ''}`);
    doc.fillColor('#000000').moveDown();
    for (const block of noteBlocks(content)) {
      if (block.kind === 'heading') doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(block.text).moveDown(0.2);
      else
        doc
          .font('Helvetica')
          .fontSize(11)
          .text(block.kind === 'bullet' ? `•  ${block.text}` : block.text, { indent: block.kind === 'bullet' ? 12 : 0 });
    }
    doc.end();
  });
}
