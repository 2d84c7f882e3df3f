/** The shipped ICD-10-CM list: lookup by code however written, and the search's ranking. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactCode, dottedCode, findIcd10, searchIcd10 } from './icd10-codes';

const codes = (found: { code: string }[]) => found.map((c) => c.code);

describe('the ICD-10-CM data file', () => {
  const lines = readFileSync(new URL('./code-list/icd10cm-2023-mental-health.tsv', import.meta.url), 'utf8').split('\n');

  it('names its source and holds only well-formed code and description lines, each code once', () => {
    expect(lines[0]).toMatch(/FY2023 \(CMS, public domain\)/);
    const rows = lines.filter((l) => l && !l.startsWith('#'));
    expect(rows.length).toBeGreaterThan(1200);
    for (const row of rows) expect(row).toMatch(/^[A-Z]\d[0-9A-Z]{1,5}\t\S.*\S$|^[A-Z]\d[0-9A-Z]{1,5}\t\S$/);
    const compact = rows.map((r) => r.split('\t')[0]);
    expect(new Set(compact).size).toBe(compact.length);
  });

  it('covers the whole of each chapter it ships, and nothing outside them', () => {
    const categories = new Set(lines.filter((l) => l && !l.startsWith('#')).map((l) => l.slice(0, 3)));
    for (const category of ['F01', 'F32', 'F43', 'F99', 'G47', 'R41', 'R45', 'T74', 'T76', 'Z55', 'Z63', 'Z65', 'Z69', 'Z76', 'Z91']) {
      expect(categories.has(category), category).toBe(true);
    }
    expect([...categories].every((c) => /^(F\d\d|G47|R4[1456]|T7[46]|Z5[5-9]|Z6[0-59]|Z7[0-6]|Z91)$/.test(c))).toBe(true);
  });
});

describe('code lookup', () => {
  it('writes codes with their dot and reads them with or without it', async () => {
    expect(dottedCode('F411')).toBe('F41.1');
    expect(dottedCode('F99')).toBe('F99');
    expect(compactCode(' f41.1 ')).toBe('F411');
    expect(await findIcd10('F41.1')).toEqual({ code: 'F41.1', description: 'Generalized anxiety disorder' });
    expect(await findIcd10('f4310')).toEqual({ code: 'F43.10', description: 'Post-traumatic stress disorder, unspecified' });
    expect(await findIcd10('T74.11XA')).toEqual({ code: 'T74.11XA', description: 'Adult physical abuse, confirmed, initial encounter' });
  });

  it('knows only billable codes of the list: a category heading or an invented code is not one', async () => {
    expect(await findIcd10('F41')).toBeNull();
    expect(await findIcd10('F41.7')).toBeNull();
    expect(await findIcd10('A00.0')).toBeNull();
  });
});

describe('code search', () => {
  it('puts the exact code first, then the codes it begins, in list order', async () => {
    expect(codes(await searchIcd10('F41.1', 5))).toEqual(['F41.1']);
    expect(codes(await searchIcd10('F411', 5))).toEqual(['F41.1']);
    expect(codes(await searchIcd10('f41', 10))).toEqual(['F41.0', 'F41.1', 'F41.3', 'F41.8', 'F41.9']);
    expect(codes(await searchIcd10('F43.1', 3))).toEqual(['F43.10', 'F43.11', 'F43.12']);
  });

  it('finds words anywhere in the description, those beginning with the words first', async () => {
    const found = await searchIcd10('generalized anxiety', 5);
    expect(found[0]).toEqual({ code: 'F41.1', description: 'Generalized anxiety disorder' });
    const grief = await searchIcd10('grief', 5);
    expect(codes(grief)).toContain('F43.81');
    // Word beginnings: "post-trau" reaches "Post-traumatic stress disorder".
    expect(codes(await searchIcd10('post-trau', 3)).sort()).toEqual(['F43.10', 'F43.11', 'F43.12']);
    // Among equally good matches the shorter (broader) description comes first.
    expect(codes(await searchIcd10('anxiety', 2))).toEqual(['F41.9', 'F06.4']);
    const depression = await searchIcd10('depression', 10);
    expect(depression[0]).toEqual({ code: 'F32.A', description: 'Depression, unspecified' });
  });

  it('honours the limit and answers nothing for words no description holds', async () => {
    expect(await searchIcd10('disorder', 7)).toHaveLength(7);
    expect(await searchIcd10('zzzz nothing', 10)).toEqual([]);
  });
});
