import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { exportParts, headerLine, type Block, type ExportHeader } from './note-blocks';

const paragraphs = (blocks: Block[]) =>
  blocks.map((block) =>
    block.kind === 'heading'
      ? new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })
      : new Paragraph({ children: [new TextRun(block.text)], bullet: block.kind === 'bullet' ? { level: 0 } : undefined }),
  );

export function renderDocx(content: string, header: ExportHeader): Promise<Buffer> {
  const parts = exportParts(content, header);
  const signature = parts.signature
    ? [
        new Paragraph({
          children: [new TextRun({ text: parts.signature, bold: true })],
          border: { top: { style: BorderStyle.SINGLE, size: 4, color: '888888', space: 6 } },
          spacing: { before: 360 },
        }),
      ]
    : [];
  const doc = new Document({
    creator: 'Tend',
    title: `${header.title} — ${header.clientName}`,
    sections: [
      {
        children: [
          new Paragraph({ text: header.title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun({ text: headerLine(header), color: '444444' })] }),
          ...paragraphs(parts.note),
          ...signature,
          ...paragraphs(parts.after),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
