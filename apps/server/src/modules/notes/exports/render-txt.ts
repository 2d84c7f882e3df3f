import { exportParts, type Block, type ExportHeader } from './note-blocks';

function textLines(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'heading') return ['', block.text.toUpperCase()];
    return [block.kind === 'bullet' ? `  • ${block.text}` : block.text];
  });
}

export function renderTxt(content: string, header: ExportHeader): Buffer {
  const parts = exportParts(content, header);
  const lines = [
    header.title,
    `Client: ${header.clientName}`,
    `Date: ${header.date}`,
    ...(header.clinician ? [`Clinician: ${header.clinician}`] : []),
    ...(header.status ? [`Status: ${header.status}`] : []),
    '',
    ...textLines(parts.note),
    ...(parts.signature ? ['', '—'.repeat(40), parts.signature] : []),
    ...textLines(parts.after),
  ];
  return Buffer.from(`${lines.join('\n').trim()}\n`, 'utf8');
}
