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

/** "Label: value" lines under a heading: what an auditor reads before and after the note's text. */
export interface RecordSection {
  heading: string;
  fields: { label: string; value: string }[];
}

export interface ExportHeader {
  title: string;
  clientName: string;
  date: string;
  status?: string;
  /** Who wrote the note, with credentials: "Dr Alice Moreno, LCSW". */
  clinician?: string;
  /** A stored note's record header (practice, client, session, clinician), drawn under the title in place of the one-line header. */
  record?: RecordSection[];
  /**
   * The signature block ("Electronically signed by …", or "DRAFT — not signed"), drawn after the
   * note's own text — the first `noteChars` characters of the content — and before what follows
   * it (the addenda, written after signing). A signed note's risk response comes just before the
   * signature line and its co-signature just after.
   */
  signature?: { line: string; noteChars: number; risk?: RecordSection; cosignature?: string };
}

export const fieldLine = ({ label, value }: RecordSection['fields'][number]) => `${label}: ${value}`;

/** The header's line under the title: client, date, clinician and status. */
export function headerLine(header: ExportHeader, gap = '    '): string {
  return [
    `Client: ${header.clientName}`,
    `Date: ${header.date}`,
    ...(header.clinician ? [`Clinician: ${header.clinician}`] : []),
    ...(header.status ? [`Status: ${header.status}`] : []),
  ].join(gap);
}

/** The content as the note's blocks, its signature line, then the blocks after it (addenda). */
export function exportParts(content: string, header: ExportHeader): { note: Block[]; signature: string | null; after: Block[] } {
  if (!header.signature) return { note: noteBlocks(content), signature: null, after: [] };
  const { line, noteChars } = header.signature;
  return { note: noteBlocks(content.slice(0, noteChars)), signature: line, after: noteBlocks(content.slice(noteChars)) };
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
