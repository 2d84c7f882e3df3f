import PDFDocument from 'pdfkit';
import { exportParts, headerLine, type Block, type ExportHeader } from './note-blocks';

/** A letter-size PDF with the standard Helvetica fonts (no font files to ship). */
export function renderPdf(content: string, header: ExportHeader): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `${header.title} — ${header.clientName}`, Creator: 'Tend' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const draw = (blocks: Block[]) => {
      for (const block of blocks) {
        if (block.kind === 'heading') doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(block.text).moveDown(0.2);
        else
          doc
            .font('Helvetica')
            .fontSize(11)
            .text(block.kind === 'bullet' ? `•  ${block.text}` : block.text, { indent: block.kind === 'bullet' ? 12 : 0 });
      }
    };

    doc.font('Helvetica-Bold').fontSize(16).text(header.title);
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444').text(headerLine(header));
    doc.fillColor('#000000').moveDown();
    const parts = exportParts(content, header);
    draw(parts.note);
    if (parts.signature) {
      // A rule, then the signature line: what a reader looks for at the foot of a signed record.
      doc.moveDown(1.2);
      const y = doc.y;
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke();
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(parts.signature, doc.page.margins.left);
    }
    draw(parts.after);
    doc.end();
  });
}
