import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { exportParts, headerLine, type Block, type ExportHeader, type RecordSection } from './note-blocks';

const paragraphs = (blocks: Block[]) =>
  blocks.map((block) =>
    block.kind === 'heading'
      ? new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })
      : new Paragraph({ children: [new TextRun(block.text)], bullet: block.kind === 'bullet' ? { level: 0 } : undefined }),
  );

/** A heading, then each field as "Label: value" with the label bold. */
const section = ({ heading, fields }: RecordSection) => [
  new Paragraph({ text: heading, heading: HeadingLevel.HEADING_3 }),
  ...fields.map(
    ({ label, value }) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)], spacing: { after: 40 } }),
  ),
];

export function renderDocx(content: string, header: ExportHeader): Promise<Buffer> {
  const parts = exportParts(content, header);
  const top = header.record
    ? [
        ...(header.status ? [new Paragraph({ children: [new TextRun({ text: `Status: ${header.status}`, color: '444444' })] })] : []),
        ...header.record.flatMap(section),
      ]
    : [new Paragraph({ children: [new TextRun({ text: headerLine(header), color: '444444' })] })];
  const signature = parts.signature
    ? [
        ...(header.signature?.risk ? section(header.signature.risk) : []),
        new Paragraph({
          children: [new TextRun({ text: parts.signature, bold: true })],
          border: { top: { style: BorderStyle.SINGLE, size: 4, color: '888888', space: 6 } },
          spacing: { before: 360 },
        }),
        ...(header.signature?.cosignature ? [new Paragraph({ children: [new TextRun(header.signature.cosignature)] })] : []),
      ]
    : [];
  const doc = new Document({
    creator: 'Tend',
    title: `${header.title} — ${header.clientName}`,
    sections: [
      {
        children: [
          new Paragraph({ text: header.title, heading: HeadingLevel.HEADING_1 }),
          ...top,
          ...paragraphs(parts.note),
          ...signature,
          ...paragraphs(parts.after),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
