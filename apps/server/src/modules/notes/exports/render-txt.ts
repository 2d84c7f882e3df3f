import { noteBlocks, type ExportHeader } from './note-blocks';

export function renderTxt(content: string, header: ExportHeader): Buffer {
  const lines = [header.title, `Client: ${header.clientName}`, `Date: ${header.date}`, ...(header.status ? [`Status: ${header.status}`] : []), ''];
  for (const block of noteBlocks(content)) {
    if (block.kind === 'heading') lines.push('', block.text.toUpperCase());
    else lines.push(block.kind === 'bullet' ? `  • ${block.text}` : block.text);
  }
  return Buffer.from(`${lines.join('\n').trim()}\n`, 'utf8');
}
