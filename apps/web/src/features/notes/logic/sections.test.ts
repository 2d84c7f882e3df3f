import { describe, expect, it } from 'vitest';
import { joinSections, splitSections } from './sections';

describe('splitSections', () => {
  it('splits a SOAP note by its headings and joins it back exactly', () => {
    const note = '## Subjective\nSam described a steadier week.\n\n## Objective\nCalm.\n## Plan\n- Continue weekly CBT.\n- Thought record.';
    const sections = splitSections(note);
    expect(sections.map((s) => [s.title, s.body])).toEqual([
      ['Subjective', 'Sam described a steadier week.'],
      ['Objective', 'Calm.'],
      ['Plan', '- Continue weekly CBT.\n- Thought record.'],
    ]);
    expect(joinSections(sections)).toBe(note);
  });

  it('keeps text before the first heading, and a note without headings is one section', () => {
    expect(splitSections('Intro line.\n## Plan\nMeet weekly.').map((s) => s.title)).toEqual([null, 'Plan']);
    expect(splitSections('Just a quick note.')).toEqual([{ title: null, heading: null, body: 'Just a quick note.', lead: '', gap: '' }]);
    for (const note of ['## A\n## B\nText.', '## Subjective\n\nText.\n\n\n## Plan\n\n- One.\n', 'Intro.\n\n## Plan\nMeet.'])
      expect(joinSections(splitSections(note))).toBe(note);
  });

  it('writes an edited section back in place, leaving the others as they were', () => {
    const note = '## Subjective\nOld words.\n\n## Plan\nMeet weekly.\n';
    const sections = splitSections(note);
    sections[0] = { ...sections[0]!, body: 'New words,\nover two lines.' };
    expect(joinSections(sections)).toBe('## Subjective\nNew words,\nover two lines.\n\n## Plan\nMeet weekly.\n');
    sections[0] = { ...sections[0], body: '' };
    expect(splitSections(joinSections(sections)).map((s) => [s.title, s.body])).toEqual([
      ['Subjective', ''],
      ['Plan', 'Meet weekly.'],
    ]);
  });
});
