import { readFile } from 'node:fs/promises';
import type { DiagnosisCode } from '@tend/contracts/client-details.contract';

/*
 * The shipped ICD-10-CM list (data/, a FY2023 subset: see its header), read once on first use
 * and kept in memory: a search is a scan of ~1,300 prepared entries, well under a millisecond.
 */

interface Entry {
  /** Without the dot, upper case: "F411". */
  compact: string;
  code: string;
  description: string;
  lower: string;
  words: string[];
}

const dataFile = new URL('./code-list/icd10cm-2023-mental-health.tsv', import.meta.url);

/** "F41.1", "f411 " → "F411". */
export const compactCode = (input: string): string => input.trim().toUpperCase().replaceAll('.', '');

/** "F411" → "F41.1": ICD-10-CM puts the dot after the category's three characters. */
export const dottedCode = (compact: string): string => (compact.length > 3 ? `${compact.slice(0, 3)}.${compact.slice(3)}` : compact);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** A query that can only be a code: a letter, a digit, then letters or digits with an optional dot. */
const codeShaped = /^[a-z]\d[0-9a-z]{0,5}$/i;

let loaded: Promise<{ entries: Entry[]; byCompact: Map<string, Entry> }> | undefined;

function load() {
  loaded ??= readFile(dataFile, 'utf8').then((text) => {
    const entries: Entry[] = [];
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const tab = line.indexOf('\t');
      const compact = line.slice(0, tab);
      const description = line.slice(tab + 1).trimEnd();
      entries.push({ compact, code: dottedCode(compact), description, lower: description.toLowerCase(), words: wordsOf(description) });
    }
    return { entries, byCompact: new Map(entries.map((e) => [e.compact, e])) };
  });
  return loaded;
}

const view = (e: Entry): DiagnosisCode => ({ code: e.code, description: e.description });

/** The listed code for what a user typed ("f41.1", "F411"), or null when the list has no such code. */
export async function findIcd10(input: string): Promise<DiagnosisCode | null> {
  const entry = (await load()).byCompact.get(compactCode(input));
  return entry ? view(entry) : null;
}

/**
 * Codes for a search: codes starting with a code-shaped query first (the exact code on top, then
 * list order), then descriptions holding every word of the query as a word's beginning — those
 * beginning with the query first, then those whose first word matches, shorter (broader) first.
 */
export async function searchIcd10(search: string, limit: number): Promise<DiagnosisCode[]> {
  const { entries } = await load();
  const query = search.trim();
  const found: Entry[] = [];
  const compact = compactCode(query);
  if (codeShaped.test(compact)) {
    const byCode = entries.filter((e) => e.compact.startsWith(compact));
    byCode.sort((a, b) => Number(b.compact === compact) - Number(a.compact === compact));
    found.push(...byCode.slice(0, limit));
  }
  const terms = wordsOf(query);
  if (found.length < limit && terms.length > 0) {
    const phrase = query.toLowerCase();
    const taken = new Set(found);
    const scored: { entry: Entry; score: number; order: number }[] = [];
    entries.forEach((entry, order) => {
      if (taken.has(entry) || !terms.every((t) => entry.words.some((w) => w.startsWith(t)))) return;
      const score = entry.lower.startsWith(phrase) ? 0 : entry.words[0]!.startsWith(terms[0]!) ? 1 : 2;
      scored.push({ entry, score, order });
    });
    scored.sort((a, b) => a.score - b.score || a.entry.description.length - b.entry.description.length || a.order - b.order);
    found.push(...scored.slice(0, limit - found.length).map((s) => s.entry));
  }
  return found.map(view);
}
