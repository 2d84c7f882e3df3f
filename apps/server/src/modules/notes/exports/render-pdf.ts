import PDFDocument from 'pdfkit';
import { exportParts, headerLine, type Block, type ExportHeader, type RecordSection } from './note-blocks';

/** A letter-size PDF with the standard Helvetica fonts (no font files to ship). */
export function renderPdf(content: string, header: ExportHeader): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `${header.title} — ${header.clientName}`, Creator: 'Tend' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = doc.page.margins.left;

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
    // A small grey heading, then "Label: value" lines with the label bold.
    const drawSection = ({ heading, fields }: RecordSection) => {
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(9).fillColor('#555555').text(heading.toUpperCase(), left).fillColor('#000000');
      for (const { label, value } of fields)
        doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, left, undefined, { continued: true }).font('Helvetica').text(value);
    };

    doc.font('Helvetica-Bold').fontSize(16).text(header.title);
    if (header.record) {
      if (header.status) doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#444444').text(`Status: ${header.status}`).fillColor('#000000');
      header.record.forEach(drawSection);
    } else {
      doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#444444').text(headerLine(header));
    }
    doc.fillColor('#000000').moveDown();
    const parts = exportParts(content, header);
    draw(parts.note);
    if (parts.signature) {
      if (header.signature?.risk) {
        doc.moveDown(0.6);
        drawSection(header.signature.risk);
      }
      // A rule, then the signature line: what a reader looks for at the foot of a signed record.
      doc.moveDown(1.2);
      const y = doc.y;
      doc
        .moveTo(left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .lineWidth(0.5)
        .strokeColor('#888888')
        .stroke();
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).text(parts.signature, left);
      if (header.signature?.cosignature) doc.font('Helvetica').fontSize(10).text(header.signature.cosignature, left);
    }
    draw(parts.after);
    doc.end();
  });
}
