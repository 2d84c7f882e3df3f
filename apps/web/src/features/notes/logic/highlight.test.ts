import { describe, expect, it } from 'vitest';
import { highlightSegments, unsignedFirst } from './highlight';

describe('highlightSegments', () => {
  const assistant = (text: string) => ({ text, kind: 'assistant' as const });
  it('marks the sentences with their kind and keeps the rest', () => {
    expect(
      highlightSegments('S: Sam slept better. He appeared calm. Plan: meet weekly.', [
        assistant('He appeared calm.'),
        { text: 'Plan: meet weekly.', kind: 'edited' },
      ]),
    ).toEqual([
      { text: 'S: Sam slept better. ', kind: null },
      { text: 'He appeared calm.', kind: 'assistant' },
      { text: ' ', kind: null },
      { text: 'Plan: meet weekly.', kind: 'edited' },
    ]);
  });
  it('marks every occurrence, joins overlapping sentences, ignores blanks and absent ones', () => {
    expect(highlightSegments('A b. A b. C.', [assistant('A b.'), assistant(' '), assistant('Not here.')])).toEqual([
      { text: 'A b.', kind: 'assistant' },
      { text: ' ', kind: null },
      { text: 'A b.', kind: 'assistant' },
      { text: ' C.', kind: null },
    ]);
    expect(highlightSegments('He felt calm today.', [assistant('He felt calm'), assistant('calm today.')])).toEqual([
      { text: 'He felt calm today.', kind: 'assistant' },
    ]);
  });
  it('returns the text as one plain run without sentences', () => {
    expect(highlightSegments('Plain.', [])).toEqual([{ text: 'Plain.', kind: null }]);
    expect(highlightSegments('', [assistant('x')])).toEqual([]);
  });
});

describe('unsignedFirst', () => {
  it('puts drafts before approved notes, newest first within each', () => {
    const notes = [
      { id: 'a', status: 'approved', created_at: '2026-11-20T10:00:00.000Z' },
      { id: 'b', status: 'draft', created_at: '2026-11-18T10:00:00.000Z' },
      { id: 'c', status: 'draft', created_at: '2026-11-21T10:00:00.000Z' },
    ];
    expect(unsignedFirst(notes).map((n) => n.id)).toEqual(['c', 'b', 'a']);
  });
});
