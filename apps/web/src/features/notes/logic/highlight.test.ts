import { describe, expect, it } from 'vitest';
import { highlightSegments, unsignedFirst } from './highlight';

describe('highlightSegments', () => {
  it('marks the clinician sentences and keeps the rest', () => {
    expect(highlightSegments('S: Sam slept better. He appeared calm. Plan: meet weekly.', ['He appeared calm.'])).toEqual([
      { text: 'S: Sam slept better. ', own: false },
      { text: 'He appeared calm.', own: true },
      { text: ' Plan: meet weekly.', own: false },
    ]);
  });
  it('marks every occurrence, joins overlapping sentences, ignores blanks and absent ones', () => {
    expect(highlightSegments('A b. A b. C.', ['A b.', ' ', 'Not here.'])).toEqual([
      { text: 'A b.', own: true },
      { text: ' ', own: false },
      { text: 'A b.', own: true },
      { text: ' C.', own: false },
    ]);
    expect(highlightSegments('He felt calm today.', ['He felt calm', 'calm today.'])).toEqual([{ text: 'He felt calm today.', own: true }]);
  });
  it('returns the text as one plain run without sentences', () => {
    expect(highlightSegments('Plain.', [])).toEqual([{ text: 'Plain.', own: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
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
