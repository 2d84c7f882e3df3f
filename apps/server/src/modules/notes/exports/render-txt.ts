import { exportParts, fieldLine, headerLine, type Block, type ExportHeader, type RecordSection } from './note-blocks';

function textLines(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'heading') return ['', block.text.toUpperCase()];
    return [block.kind === 'bullet' ? `  • ${block.text}` : block.text];
  });
}

const sectionLines = (section: RecordSection) => ['', section.heading.toUpperCase(), ...section.fields.map(fieldLine)];

export function renderTxt(content: string, header: ExportHeader): Buffer {
  const parts = exportParts(content, header);
  const top = header.record
    ? [...(header.status ? [`Status: ${header.status}`] : []), ...header.record.flatMap(sectionLines)]
    : headerLine(header, '\n').split('\n');
  const risk = header.signature?.risk ? sectionLines(header.signature.risk) : [];
  const cosignature = header.signature?.cosignature ? [header.signature.cosignature] : [];
  const lines = [
    header.title,
    ...top,
    '',
    ...textLines(parts.note),
    ...risk,
    ...(parts.signature ? ['', '—'.repeat(40), parts.signature, ...cosignature] : []),
    ...textLines(parts.after),
  ];
  return Buffer.from(`${lines.join('\n').trim()}\n`, 'utf8');
}
