import type { VaultFolder } from '@tend/contracts/vault.contract';

/** Spec 5: tags are trimmed, non-empty and unique (case-insensitively, first spelling kept). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** A comma-separated tag field as a clean list. */
export function parseTags(text: string): string[] {
  return cleanTags(text.split(','));
}

/** Folders whose name matches the search (case-insensitive). */
export function searchFolders(folders: readonly VaultFolder[], search: string): VaultFolder[] {
  const needle = search.trim().toLowerCase();
  return needle ? folders.filter((folder) => folder.name.toLowerCase().includes(needle)) : [...folders];
}

export interface PseudonymRow {
  original: string;
  replacement: string;
}

/** Only complete rows are sent (both sides trimmed and non-empty). */
export function completePseudonyms(rows: readonly PseudonymRow[]): PseudonymRow[] {
  return rows.map((row) => ({ original: row.original.trim(), replacement: row.replacement.trim() })).filter((row) => row.original && row.replacement);
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}
