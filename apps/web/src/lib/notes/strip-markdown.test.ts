import { describe, expect, it } from 'vitest';
import { stripMarkdown } from './strip-markdown';

describe('note text without markdown symbols (spec 5)', () => {
  it('strips headings and emphasis from a SOAP draft', () => {
    const note = '# SOAP note\n\n## Subjective\nSam reported **poor sleep**.\n\n## Assessment\n_Not discussed in session._';
    expect(stripMarkdown(note)).toBe('SOAP note\n\nSubjective\nSam reported poor sleep.\n\nAssessment\nNot discussed in session.');
  });

  it('turns list marks into bullets and keeps link text', () => {
    expect(stripMarkdown('- one\n* two\n  + three')).toBe('• one\n• two\n  • three');
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
