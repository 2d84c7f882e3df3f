import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../nlp';
import { screenRisk, type RiskCategory } from './screen';

/** The screen over a dictated passage, split into sentences as the assistant splits it. */
const screen = (text: string) => screenRisk(sentencesOf(text));
const categories = (text: string) => screen(text).categories;

describe('screenRisk: denials are not risk', () => {
  it.each([
    'Client denies SI/HI.',
    'SI: denied.',
    'SI/HI: none.',
    'No SI.',
    'Negative for SI and HI.',
    'No suicidal thoughts, no plan, no intent.',
    'Denies suicidal ideation, intent or plan.',
    'He denied thoughts of harming himself or others.',
    'She denies any self-harm since March.',
    // The old screen read these as self-harm.
    'I asked her about self-harm and she said no, never.',
    'I asked about self-harm, she said no, never.',
    'I asked her about self-harm. She said no, never.',
    'She said she does not want to kill herself.',
  ])('%s', (text) => {
    const result = screen(text);
    expect(result.findings).toEqual([]);
    expect(result.level).toBe('none_identified');
    expect(result.setAside.map((s) => s.why)).toContain('denied');
  });

  it('a yes to a screening question is positive', () => {
    expect(screen('I asked if she had thoughts of suicide and she said yes, sometimes.')).toMatchObject({ categories: ['active_ideation'], level: 'low' });
  });
});

describe('screenRisk: "no plan or intent" does not raise the level', () => {
  it.each<[string, RiskCategory]>([
    ['She reported suicidal thoughts this week but no plan or intent.', 'active_ideation'],
    ['Client reported passive SI, no plan or intent.', 'passive_ideation'],
    ['She endorsed passive SI but denied any plan or intent.', 'passive_ideation'],
    ['She has thoughts of suicide but no plan or intent, and no access to firearms.', 'active_ideation'],
    ['She endorsed passive SI. She said sometimes she wishes she would not wake up. No plan or intent. No access to firearms.', 'passive_ideation'],
    ['She admitted to thinking about suicide, and she denied a plan, intent or means.', 'active_ideation'],
  ])('%s', (text, category) => {
    const result = screen(text);
    expect(result.categories).toEqual([category]);
    expect(result.screenLevel).toBe('low');
    expect(result.level).toBe('low');
    expect(result.findings.flatMap((f) => f.details)).toEqual([]);
  });
});

describe('screenRisk: passive ideation in the client’s own words', () => {
  it.each([
    "She said sometimes I wish I just wouldn't wake up.",
    "She said she wishes she just wouldn't wake up.",
    'He said everyone would be better off without me.',
    'She said everyone would be better off without her.',
    'He said, I just want to go to sleep and not wake up.',
    "She said what's the point of living anymore.",
  ])('%s', (text) => {
    expect(screen(text)).toMatchObject({ categories: ['passive_ideation'], level: 'low' });
  });
});

describe('screenRisk: C-SSRS triage', () => {
  it.each<[string, RiskCategory[], 'low' | 'moderate' | 'high']>([
    ['He said he has been having thoughts of killing himself.', ['active_ideation'], 'low'],
    ['She reported SI this week.', ['active_ideation'], 'low'],
    ['She has been thinking about suicide and thought about how she would do it, by jumping off the bridge.', ['active_ideation_with_plan'], 'moderate'],
    ['She has thought about overdosing on her pills to end her life.', ['active_ideation_with_plan'], 'moderate'],
    ['She said she has been having thoughts of killing herself, and she has a plan to overdose.', ['active_ideation_with_plan'], 'moderate'],
    ['She wants to die and said she is going to do it this weekend.', ['active_ideation_with_intent_or_means'], 'high'],
    ['He has been having suicidal thoughts and there is a gun at home.', ['active_ideation_with_intent_or_means'], 'high'],
    ['She reported suicidal thoughts and has been saving up her pills.', ['active_ideation_with_intent_or_means'], 'high'],
    [
      'She reported active suicidal ideation with a plan to overdose on her pills and she has been saving them up.',
      ['active_ideation_with_intent_or_means'],
      'high',
    ],
    // An attempt is an attempt, not ideation; the 3-month line decides recent or past.
    ['She attempted suicide three weeks ago by overdose.', ['recent_attempt'], 'high'],
    ['She took an overdose three weeks ago and was in the ICU.', ['recent_attempt'], 'high'],
    ['She attempted suicide at 19.', ['past_attempt'], 'moderate'],
    ['He attempted suicide when he was 19.', ['past_attempt'], 'moderate'],
    ['She said she has been cutting her arms again this week.', ['self_harm'], 'moderate'],
    ['She has been self-harming by burning herself.', ['self_harm'], 'moderate'],
  ])('%s', (text, expected, level) => {
    const result = screen(text);
    expect(result.categories).toEqual(expected);
    expect(result.screenLevel).toBe(level);
    expect(result.level).toBe(level);
  });

  it('details say what raised the level', () => {
    expect(screen('He has been having suicidal thoughts and there is a gun at home.').findings[0]!.details).toContain('access to means');
    expect(screen('She wants to die and said she is going to do it this weekend.').findings[0]!.details).toContain('intent');
    expect(screen('She attempted suicide at 19.').findings[0]!.details).toEqual(['more than 3 months ago']);
  });
});

describe('screenRisk: language that is not the client’s current risk', () => {
  it.each<[string, string, string]>([
    // Someone else's risk.
    ['someone else', 'Her brother attempted suicide last year.', 'someone else'],
    ['someone else', 'Her mother died by suicide when she was twelve.', 'someone else'],
    ['someone else', 'Her best friend tried to kill herself last month.', 'someone else'],
    // Safety planning for what might happen.
    ['hypothetical', 'We worked on her safety plan for if the urges to cut come back.', 'hypothetical'],
    ['hypothetical', 'We made a safety plan for if the suicidal thoughts come back.', 'hypothetical'],
    // History, long over.
    ['history', 'She cut herself in high school, nothing in six years.', 'history'],
    ['history', 'He used to cut himself in college, nothing since.', 'history'],
    ['history', 'She has a history of self-harm, none in six years.', 'history'],
  ])('%s: %s', (_label, text, why) => {
    const result = screen(text);
    expect(result.findings).toEqual([]);
    expect(result.level).toBe('none_identified');
    expect(result.setAside.map((s) => s.why)).toContain(why);
  });

  it.each([
    'If the urges come back she will call her sister or 988.',
    // Idioms.
    'He said he is killing it at work.',
    "She said my boss is going to kill me if I'm late again.",
    'She is dying to go to the concert.',
    'He said he could kill for a coffee.',
    // Not self-harm.
    'She has been cutting back on drinking.',
    'He is cutting back on drinking this month.',
    // Spanish "si" is not the acronym SI.
    'Su mamá le dijo que si, que puede venir.',
    'She told her abuela si, she would come on Sunday.',
    'Sí, si, she said si to everything in Spanish.',
  ])('%s', (text) => {
    expect(screen(text)).toMatchObject({ findings: [], level: 'none_identified' });
  });
});

describe('screenRisk: abuse and violence', () => {
  it.each<[string, RiskCategory, 'moderate' | 'high']>([
    ['The 9-year-old disclosed that her stepfather hits her.', 'abuse_child', 'high'],
    ['Her son disclosed that his father hits him with a belt.', 'abuse_child', 'high'],
    ['She said her stepdad touched her inappropriately.', 'abuse_child', 'high'],
    ["The client's 82-year-old mother's caregiver has been taking her pension.", 'abuse_elder', 'high'],
    ['Her husband shoved her into the wall last week.', 'abuse_partner', 'moderate'],
    ['Her husband hits her when he drinks.', 'abuse_partner', 'moderate'],
    ['She said her boyfriend choked her on Saturday.', 'abuse_partner', 'high'],
    ['Her boyfriend put his hands around her neck last week.', 'abuse_partner', 'high'],
    ['She reported that her husband threatened to kill her.', 'abuse_partner', 'high'],
    ['Her husband has a gun and has threatened to kill her.', 'abuse_partner', 'high'],
  ])('%s', (text, category, level) => {
    const result = screen(text);
    expect(result.categories).toEqual([category]);
    expect(result.level).toBe(level);
  });

  it('a child-abuse disclosure with a mandated report is high, and the report is recorded', () => {
    const result = screen('The 9-year-old disclosed that her stepfather hits her. I filed a report with CPS at 3:15 pm, reference number 2024-88731.');
    expect(result.categories).toEqual(['abuse_child']);
    expect(result.level).toBe('high');
    expect(result.actions.mandatedReport).toEqual({
      agency: 'CPS',
      reference: '2024-88731',
      time: '3:15 pm',
      sentence: 'I filed a report with CPS at 3:15 pm, reference number 2024-88731.',
    });
  });

  it.each([
    ['I filed a report with CPS at 3:15 pm, reference number 2024-88731.', 'CPS', '2024-88731', '3:15 pm'],
    ['I made a mandated report to CPS at 2:40 pm, reference number 24-118093.', 'CPS', '24-118093', '2:40 pm'],
    ['I called CPS right after the session and made a report, reference number 4471-22.', 'CPS', '4471-22', 'right after the session'],
    ['I made a report to CPS at 4:30, report number CPS-20931.', 'CPS', 'CPS-20931', '4:30'],
    ['Filed with DCFS this afternoon, case number 88-1203.', 'DCFS', '88-1203', 'this afternoon'],
  ])('records the mandated report: %s', (text, agency, reference, time) => {
    expect(screen(text).actions.mandatedReport).toMatchObject({ agency, reference, time });
  });
});

describe('screenRisk: homicidal ideation', () => {
  it('non-specific homicidal ideation with "no duty to warn" is moderate, not high', () => {
    const result = screen('He has had homicidal thoughts, nobody in particular, no plan, no means. No duty to warn.');
    expect(result).toMatchObject({ categories: ['homicidal_ideation'], screenLevel: 'moderate', level: 'moderate' });
    expect(result.actions.dutyToWarn).toMatchObject({ decision: 'not_required' });
  });

  it('the clinician’s stated level is the recorded level; the screen’s triage is kept beside it', () => {
    const result = screen(
      "He said he gets so angry he has thoughts of hurting people, but nobody specific and no plan. I don't think there's a duty to warn here. I would put him at low risk of violence.",
    );
    expect(result).toMatchObject({ categories: ['homicidal_ideation'], screenLevel: 'moderate', clinicianLevel: 'low', level: 'low' });
    expect(result.actions.dutyToWarn).toMatchObject({ decision: 'not_required' });
  });

  it.each<[string, 'moderate' | 'high']>([
    ['He said he wants to kill his boss.', 'moderate'],
    ['He reports homicidal thoughts toward nobody in particular.', 'moderate'],
    ['He said he wants to kill his boss and he has a gun in his truck.', 'high'],
    ['He reported thoughts of killing his neighbor and he knows where he parks.', 'high'],
  ])('%s', (text, level) => {
    expect(screen(text)).toMatchObject({ categories: ['homicidal_ideation'], level });
  });
});

describe('screenRisk: the clinician’s own statement of risk', () => {
  it.each<[string, 'low' | 'moderate']>([
    ['Acute risk is low.', 'low'],
    ['I would put her at moderate risk.', 'moderate'],
    ['Overall I think risk of suicide is low.', 'low'],
  ])('%s is a level, not a finding', (text, level) => {
    expect(screen(text)).toMatchObject({ findings: [], clinicianLevel: level, level });
  });
});

describe('screenRisk: a whole dictation', () => {
  it('active ideation with plan and means in a session account is high', () => {
    const dictation = [
      "Okay, so today's session was with Maria.",
      'She said she has been having thoughts of killing herself almost every day this week, and she has a plan to overdose on the pills left over from her surgery.',
      'She said she has been saving up her pills in a shoebox in her closet.',
      'Her brother attempted suicide last year.',
      'She cut herself in high school, nothing in six years.',
    ].join(' ');
    const result = screen(dictation);
    expect(result.categories).toEqual(['active_ideation_with_intent_or_means']);
    expect(result.level).toBe('high');
    expect(result.findings[0]!.details).toEqual(expect.arrayContaining(['method or plan', 'access to means']));
    expect(result.setAside.map((s) => s.why)).toEqual(expect.arrayContaining(['someone else', 'history']));
    expect(categories('She said the week was fine and she is sleeping better.')).toEqual([]);
  });
});
