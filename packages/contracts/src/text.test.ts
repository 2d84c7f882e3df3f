import { describe, expect, it } from 'vitest';
import { stripMarkdown } from './text';

describe('note text without markdown symbols (spec 5)', () => {
  it('strips headings and emphasis from a SOAP draft', () => {
    const note = '# SOAP note\n\n## Subjective\nSam reported **poor sleep**.\n\n## Assessment\n_Not discussed in session._';
    expect(stripMarkdown(note)).toBe('SOAP note\n\nSubjective\nSam reported poor sleep.\n\nAssessment\nNot discussed in session.');
  });

  it('turns list marks into bullets on screen and keeps link text', () => {
    expect(stripMarkdown('- one\n* two\n  + three')).toBe('• one\n• two\n  • three');
    expect(stripMarkdown('- [x] done\n- [ ] open')).toBe('done\nopen');
    expect(stripMarkdown('See [the plan](https://x.test) and `code`.')).toBe('See the plan and code.');
  });

  it('leaves ordinary text, snake_case and arithmetic alone', () => {
    expect(stripMarkdown('soap_note at 2 * 3 = 6')).toBe('soap_note at 2 * 3 = 6');
    expect(stripMarkdown('Plain words.')).toBe('Plain words.');
  });

  it('drops rules, quotes and fences', () => {
    expect(stripMarkdown('> quoted\n\n---\n\n```\ncode\n```')).toBe('quoted\n\ncode');
  });
});

describe("one line's words for the server's sentences and exported files (bullet: '')", () => {
  const line = (text: string) => stripMarkdown(text, { bullet: '' });

  it('drops the list mark, since the file formats draw their own bullet', () => {
    expect(line('- Sam reported **poor sleep**.')).toBe('Sam reported poor sleep.');
    expect(line('* Plan: review the `safety plan`.')).toBe('Plan: review the safety plan.');
  });

  it('strips a heading line and single-mark emphasis', () => {
    expect(line('## Plan')).toBe('Plan');
    expect(line('_Not discussed in session._')).toBe('Not discussed in session.');
  });

  it('is the on-screen text less its bullets, so the server’s sentences are found in what the web shows', () => {
    const note = '## Subjective\n- Sam reported *poor sleep* since the move.\n- He denies SI.';
    const shown = stripMarkdown(note);
    for (const sentence of note.split('\n').map(line)) expect(shown).toContain(sentence);
  });

  it('takes a "$" in the bullet literally', () => {
    expect(stripMarkdown('- costs', { bullet: '$1 ' })).toBe('$1 costs');
  });
});
