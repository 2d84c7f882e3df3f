import { describe, expect, it } from 'vitest';
import { classifySentence, draftSoap, missingSections } from './soap';

describe('SOAP classification', () => {
  it.each([
    ['Maya reported feeling anxious about work most days.', 'subjective'],
    ['She said her sleep has been poor.', 'subjective'],
    ['She appeared tearful and her affect was constricted.', 'objective'],
    ['PHQ-9 score was 14.', 'objective'],
    ['Symptoms are consistent with generalised anxiety disorder.', 'assessment'],
    ['She is making progress toward her goals.', 'assessment'],
    ['We will continue weekly CBT and she will practise box breathing.', 'plan'],
    ['Next session we will review the thought record.', 'plan'],
  ])('%s → %s', (sentence, section) => {
    expect(classifySentence(sentence)).toBe(section);
  });

  it('drafts from the clinician’s sentences only and names what is missing', () => {
    const draft = draftSoap(['Daniel reported low mood since losing his job.', 'We will meet again next week.']);
    expect(draft.subjective).toEqual(['Daniel reported low mood since losing his job.']);
    expect(draft.plan).toEqual(['We will meet again next week.']);
    expect(missingSections(draft)).toEqual(['objective', 'assessment']);
  });
});
