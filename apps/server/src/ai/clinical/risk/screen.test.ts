import { describe, expect, it } from 'vitest';
import { detectRisk, positiveFindings } from './risk';

const positives = (text: string) => positiveFindings(detectRisk([text])).map((f) => f.category);

describe('risk language', () => {
  it.each([
    'Client denies SI/HI.',
    'She denied suicidal ideation and homicidal ideation.',
    'No SI, no HI.',
    'He is not suicidal.',
    'Negative for self-harm.',
    'SI: denied.',
    'Reports no thoughts of suicide.',
    'Without suicidal ideation this week.',
  ])('treats a denial as negative: %s', (text) => {
    expect(positives(text)).toEqual([]);
  });

  it.each([
    ['She reported passive SI last week.', 'suicidal_ideation'],
    ['He said he wants to die.', 'suicidal_ideation'],
    ['He described passive thoughts of death since the job loss.', 'suicidal_ideation'],
    ['She mentioned a passive death wish.', 'suicidal_ideation'],
    ['Client has been cutting her arms.', 'self_harm'],
    ['He talked about wanting to kill his boss.', 'homicidal_ideation'],
    ['She disclosed that her partner hits her.', 'abuse_or_violence'],
  ])('finds %s', (text, category) => {
    expect(positives(text)).toContain(category);
  });

  it('keeps a denial from reaching past "but"', () => {
    expect(positives('Denies SI but reports urges to self-harm.')).toEqual(['self_harm']);
  });

  it('counts uncertainty as positive', () => {
    expect(positives('I am not sure whether she is suicidal.')).toEqual(['suicidal_ideation']);
    expect(positives('Could not rule out suicidal ideation.')).toEqual(['suicidal_ideation']);
    expect(positives('He did not deny SI when asked.')).toEqual(['suicidal_ideation']);
  });

  it('marks plan, intent or means as acute', () => {
    const [finding] = detectRisk(['He has a plan to overdose on pills this week.']).filter((f) => !f.negated);
    expect(finding).toMatchObject({ category: 'self_harm', acute: true });
    expect(detectRisk(['She reported passive SI.'])[0]!.acute).toBe(false);
  });

  it('does not read "si" inside other words or lowercase as an acronym', () => {
    expect(positives('She visited her sister; si, she speaks Spanish.')).toEqual([]);
  });
});
