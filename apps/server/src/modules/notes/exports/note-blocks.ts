import { stripMarkdown } from '@tend/contracts/text';

/** A line's words without its marks; each format draws its own bullet. */
const lineText = (line: string) => stripMarkdown(line, { bullet: '' });

export type Block = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'bullet'; text: string };

/** The note's markdown as headings, paragraphs and bullets, symbols stripped — one source for every format. */
export function noteBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    const text = lineText(line);
    // A rule or a fence is marks only.
    if (!text) continue;
    if (/^#{1,6}\s/.test(line)) blocks.push({ kind: 'heading', text });
    else if (/^[-*+]\s/.test(line)) blocks.push({ kind: 'bullet', text });
    else blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}

export interface ExportHeader {
  title: string;
  clientName: string;
  date: string;
  status?: string;
}

/** File names from document type, client name and date: soap_note_Sam_Lee_2026-11-22.pdf */
export function exportFileName(documentType: string, clientName: string, date: string, extension: string): string {
  const safe = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'client';
  return `${safe(documentType)}_${safe(clientName)}_${date}.${extension}`;
}
