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
  // Someone else's risk is context, not set aside: the risk note shows it under its own heading.
  it.each<[string, RiskCategory, string]>([
    ['Her brother attempted suicide last year.', 'past_attempt', 'brother'],
    ['Her mother died by suicide when she was twelve.', 'past_attempt', 'mother'],
    ['Her best friend tried to kill herself last month.', 'recent_attempt', 'best friend'],
  ])('someone else: %s', (text, category, relation) => {
    const result = screen(text);
    expect(result).toMatchObject({ findings: [], level: 'none_identified', context: [{ category, relation, quote: text }] });
  });

  it.each<[string, string, string]>([
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
    expect(result.actions.dutyToWarn).toMatchObject({ decision: 'not_indicated' });
  });

  it('the clinician’s stated level is the recorded level; the screen’s triage is kept beside it', () => {
    const result = screen(
      "He said he gets so angry he has thoughts of hurting people, but nobody specific and no plan. I don't think there's a duty to warn here. I would put him at low risk of violence.",
    );
    expect(result).toMatchObject({ categories: ['homicidal_ideation'], screenLevel: 'moderate', clinicianLevel: 'low', level: 'low' });
    expect(result.actions.dutyToWarn).toMatchObject({ decision: 'not_indicated' });
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
    expect(result.setAside.map((s) => s.why)).toEqual(expect.arrayContaining(['history']));
    expect(result.context).toEqual([{ category: 'past_attempt', relation: 'brother', time: 'past', quote: 'Her brother attempted suicide last year.' }]);
    expect(categories('She said the week was fine and she is sleeping better.')).toEqual([]);
  });
});

// Unseen dictations: each class below was wrong before findings named whose risk and when.

describe('screenRisk: another group member’s disclosure is context, not the client’s risk', () => {
  it.each([
    'Another group member disclosed suicidal thoughts.',
    'During check-out another member disclosed he has been thinking about killing himself this week.',
    'During group, another member shared that he has been cutting again.',
    'One of the other group members talked about wanting to die.',
    'A peer in group disclosed that she overdosed two weeks ago.',
  ])('%s', (text) => {
    const result = screen(text);
    expect(result).toMatchObject({ findings: [], categories: [], level: 'none_identified' });
    expect(result.context.map((c) => c.relation)).toEqual(['group member']);
  });

  it('a member named in one sentence and quoted in the next is still the member', () => {
    const result = screen(
      'Group note for Renee. She participated well today. She gave feedback to a newer member. Another member shared that his week was awful. He said he has been thinking about killing himself.',
    );
    expect(result.findings).toEqual([]);
    expect(result.context).toMatchObject([{ category: 'active_ideation', relation: 'group member', time: 'current' }]);
  });

  it('the client’s own disclosure in the same group note still counts', () => {
    const result = screen('Another member disclosed suicidal thoughts. Renee said she has been cutting again this week.');
    expect(result.categories).toEqual(['self_harm']);
    expect(result.context).toMatchObject([{ category: 'active_ideation', relation: 'group member' }]);
  });
});

describe('screenRisk: the denial sentence itself is not ideation', () => {
  it.each([
    'Suicidal ideation: none reported.',
    'SI - denied.',
    'SI/HI - denies.',
    'We talked about SI. She said she hasn’t had any.',
    'I asked her directly about suicide. Denied.',
    'I asked Renee about SI afterwards. She denied.',
    'I asked about SI — she said no.',
  ])('%s', (text) => {
    const result = screen(text);
    expect(result).toMatchObject({ findings: [], level: 'none_identified' });
    expect(result.setAside.map((s) => s.why)).toContain('denied');
  });

  it.each([
    "I asked if she'd had thoughts of suicide; she said no, not since her twenties.",
    'I checked in about suicidal thoughts; none.',
    'I asked about SI, intent or plan; she denied all of it.',
  ])('the answer after the question is the denial: %s', (text) => {
    expect(screen(text).setAside.map((s) => s.why)).toEqual(['denied']);
  });

  it.each<[string, RiskCategory]>([
    ['Asked about SI, she said yes, passive, most nights.', 'passive_ideation'],
    ['I asked about suicidal thoughts. She said yes, passive, most nights.', 'passive_ideation'],
    ['I asked if she has thought about killing herself. She said yeah, a few times this week.', 'active_ideation'],
    ['I asked about SI; she said she thinks about it every day.', 'active_ideation'],
    ['Asked about self-harm. She said she cut last Tuesday.', 'self_harm'],
  ])('a yes still counts, and says which: %s', (text, category) => {
    expect(screen(text).categories).toEqual([category]);
  });
});

describe('screenRisk: support and advocacy groups are not risk', () => {
  it.each([
    'She has been going to a Survivors of Suicide Loss group on Thursdays.',
    'She volunteered at the Out of the Darkness suicide walk on Saturday.',
    'He attends a suicide survivors support group at the church.',
    'She has been attending the Suicide Anonymous meetings.',
    'She and her sister did the American Foundation for Suicide Prevention walk.',
  ])('%s', (text) => {
    expect(screen(text)).toMatchObject({ findings: [], context: [], level: 'none_identified' });
  });
});

describe('screenRisk: an assault by a coworker, a customer or a stranger is not partner violence', () => {
  it.each([
    ['Her coworker shoved her into a shelf at work last week.', 'her coworker'],
    ['A customer punched him at the store on Saturday.', 'a customer'],
    ['Her supervisor grabbed her by the throat in the break room.', 'her supervisor'],
    ['She works at a school. Her manager grabbed and shoved her.', 'her manager'],
  ])('%s', (text, relation) => {
    const result = screen(text);
    expect(result).toMatchObject({ findings: [], level: 'none_identified' });
    expect(result.setAside).toContainEqual(expect.objectContaining({ why: 'someone else', relation }));
  });

  it('partner violence is still partner violence', () => {
    expect(screen('She said her boyfriend grabbed her by the throat on Friday.')).toMatchObject({ categories: ['abuse_partner'], level: 'high' });
  });
});

describe('screenRisk: lexicon words match whole words only', () => {
  it.each([
    'She wants to spend her life helping kids.',
    'She wants to spend it all on the trip.',
    'She pretends her life is fine.',
    'We have a good therapeutic alliance.',
    'She scraped her knee at soccer.',
    'She was on the trapeze at circus class.',
    'We used the cutting board metaphor for boundaries.',
    'She said she has to break the habit herself.',
    'She has been eating grapefruit for breakfast.',
  ])('%s', (text) => {
    expect(screen(text)).toMatchObject({ findings: [], level: 'none_identified' });
  });

  it('"non-suicidal self-injury" is self-harm, not suicidal ideation', () => {
    expect(screen('She reported non-suicidal self-injury this week, cutting her thigh.').categories).toEqual(['self_harm']);
    expect(screen('Nonsuicidal self-injury history, none in five years.').findings).toEqual([]);
  });
});

describe('screenRisk: a relative’s attempt is not the client’s', () => {
  it.each<[string, RiskCategory, string]>([
    ['Her older brother attempted suicide last year.', 'past_attempt', 'older brother'],
    ['Mom attempted suicide in 2015.', 'past_attempt', 'mom'],
    ['Family history is significant for suicide, her maternal uncle in 2008.', 'active_ideation', 'family history'],
    ['Her 16-year-old son has been cutting.', 'self_harm', '16-year-old son'],
    ['His uncle made a suicide attempt in his forties.', 'past_attempt', 'uncle'],
    ['We do the C-SSRS monthly because a cousin made an attempt a couple years back.', 'past_attempt', 'cousin'],
  ])('%s', (text, category, relation) => {
    const result = screen(text);
    expect(result).toMatchObject({ findings: [], level: 'none_identified' });
    expect(result.context).toContainEqual(expect.objectContaining({ category, relation }));
  });

  it('"He …" after her brother is named is her brother', () => {
    const result = screen('Maria came in tired. She said her brother has been struggling since the divorce. He attempted suicide two weeks ago.');
    expect(result.findings).toEqual([]);
    expect(result.context).toMatchObject([{ category: 'recent_attempt', relation: 'brother', time: 'recent' }]);
  });

  it('a near attempt is the client’s, a death someone else’s', () => {
    expect(screen('She said she almost killed herself last week.').findings).toMatchObject([{ category: 'recent_attempt', time: 'recent' }]);
    expect(screen('Her uncle killed himself in 2010.')).toMatchObject({ findings: [], context: [{ category: 'past_attempt', relation: 'uncle' }] });
  });

  it('a pronoun that can only be the client keeps it the client’s', () => {
    expect(screen('Her brother found her after she overdosed.').findings).toMatchObject([{ category: 'recent_attempt', uncertain: false }]);
  });

  it('when it could be either, it stays the client’s, uncertain', () => {
    expect(screen('Her sister said she wants to die.').findings).toMatchObject([{ category: 'passive_ideation', person: 'client', uncertain: true }]);
  });

  it('the client’s wish to be gone, whoever would be better off', () => {
    expect(screen('He said my brother would be better off without me.').categories).toEqual(['passive_ideation']);
    expect(screen('He said, "I am a failure, my kids would be better off with the life insurance."').categories).toEqual(['passive_ideation']);
  });
});

describe('screenRisk: child abuse only with a child in the account', () => {
  it.each([
    // An adult client's parent, sibling or grown son: harm in the family, not a child's abuse.
    'Dana, 34, came in upset. She said her mother is emotionally abusive and calls her fat.',
    'Kyle, 33, said his brother hit him during an argument at Thanksgiving.',
  ])('%s', (text) => {
    const result = screen(text);
    expect(result.categories).not.toContain('abuse_child');
    expect(result.findings).toMatchObject([{ category: 'abuse_partner', uncertain: true, details: ['by a family member, not a partner'] }]);
  });

  it.each(['Her husband hits her and the kids.', 'The kids said her boyfriend hits them when she is at work.'])(
    'a child harmed is a child’s abuse: %s',
    (text) => {
      expect(screen(text).categories).toEqual(['abuse_child']);
    },
  );

  it.each<[string, RiskCategory]>([
    ['She is 15. Her dad hits her when he drinks.', 'abuse_child'],
    ['TF-CBT with Leo, 10. Mom works nights. Leo said mom’s boyfriend hit him with a belt last night.', 'abuse_child'],
    ['Mrs. Park, 78, said her son has been taking her social security check.', 'abuse_elder'],
    ['He hits his wife when he drinks.', 'abuse_partner'],
  ])('still: %s', (text, category) => {
    expect(screen(text).categories).toEqual([category]);
  });
});

describe('screenRisk: each finding names the person and the time', () => {
  it.each<[string, RiskCategory, 'current' | 'recent' | 'past', string | null]>([
    ['She attempted suicide in 2019.', 'past_attempt', 'past', 'in 2019'],
    ['She overdosed two weeks ago.', 'recent_attempt', 'recent', 'two weeks ago'],
    ['She took an overdose of her sleeping pills.', 'recent_attempt', 'recent', null],
    ['She said she cut her arm last Tuesday.', 'self_harm', 'current', 'last Tuesday'],
    ['She had thoughts of killing herself about a month ago.', 'active_ideation', 'recent', 'a month ago'],
    ['She has been thinking about suicide every day this week.', 'active_ideation', 'current', 'every day'],
    ['She has a history of attempts, most recently last month.', 'recent_attempt', 'recent', 'last month'],
  ])('%s', (text, category, time, when) => {
    expect(screen(text).findings).toEqual([expect.objectContaining({ category, person: 'client', time, when })]);
  });

  it('the level is the client’s alone: others’ risk never raises it', () => {
    const result = screen('Her brother attempted suicide two weeks ago. Another member disclosed he has been cutting. She denies SI.');
    expect(result).toMatchObject({ findings: [], categories: [], screenLevel: 'none_identified', level: 'none_identified' });
    expect(result.context.map((c) => c.category)).toEqual(['recent_attempt', 'self_harm']);
  });
});

describe('screenRisk: a rated urge is as strong as its score', () => {
  it.each<[string, 'low' | 'moderate']>([
    ['Diary card: urges to self-harm rated 1 out of 5 all week.', 'low'],
    ['Her urges to cut were at 2/10 most days.', 'low'],
    ['Urges to self-harm rated 4 out of 5 on Saturday.', 'moderate'],
    ['She reported urges to self-harm this week.', 'moderate'],
  ])('%s', (text, level) => {
    const result = screen(text);
    expect(result.findings).toEqual([expect.objectContaining({ category: 'self_harm', person: 'client', level })]);
    expect(result.level).toBe(level);
  });

  it('a score of 0 is a denial, set aside and visible', () => {
    const result = screen('Urges to self-harm rated 0 out of 5 this week.');
    expect(result.findings).toEqual([]);
    expect(result.setAside).toEqual([expect.objectContaining({ why: 'denied' })]);
  });
});
