import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { noteBlocks, type ExportHeader } from './note-blocks';

export function renderDocx(content: string, header: ExportHeader): Promise<Buffer> {
  const body = noteBlocks(content).map((block) =>
    block.kind === 'heading'
      ? new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })
      : new Paragraph({ children: [new TextRun(block.text)], bullet: block.kind === 'bullet' ? { level: 0 } : undefined }),
  );
  const doc = new Document({
    creator: 'Tend',
    title: `${header.title} — ${header.clientName}`,
    sections: [
      {
        children: [
          new Paragraph({ text: header.title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun({
                text: `Client: ${header.clientName}    Date: ${header.date}${header.status ? `    Status: ${header.status}` : ''}`,
                color: '444444',
              }),
            ],
          }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
