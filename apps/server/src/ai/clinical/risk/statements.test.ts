import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../nlp';
import { screenRisk } from './screen';

/** The actions the clinician said they took, read from a dictated passage. */
const actions = (text: string) => screenRisk(sentencesOf(text)).actions;

describe('clinicianActions: a 911 call is emergency services, not a mandated report', () => {
  it.each([
    'I called 911 and the police came to do a welfare check.',
    'At 3:47 pm I called 911 and requested a welfare check at her apartment.',
    'I kept her on video and called 911 from my office line at 11:20, and stayed on until EMS arrived.',
    'She was slurring, so I called the police for a welfare check.',
  ])('%s', (text) => {
    const a = actions(text);
    expect(a.emergencyServices).toEqual({ sentence: text });
    expect(a.mandatedReport).toBeNull();
  });

  it('a report of abuse to the police is a mandated report', () => {
    expect(actions('Her stepdad hits her. I reported the abuse to the police, report number 2024-1187, at 4:10 pm.').mandatedReport).toMatchObject({
      agency: 'the police',
      reference: '2024-1187',
      time: '4:10 pm',
    });
  });

  it.each([
    'I did not call 911 or the police: she was cooperative and her mom drove her.',
    'She is not ready to leave or call the police, and I respected that.',
    'Six weeks ago her roommate found her and called 911.',
  ])('no call made today: %s', (text) => {
    expect(actions(text).emergencyServices).toBeNull();
  });
});

describe('clinicianActions: a duty to warn carried out is a notification, with whom, when and how', () => {
  it('the police and the ex-wife, by phone, at 3:40', () => {
    expect(actions('I called the police and then called his ex-wife, Jenna, at 3:40 to warn her.')).toMatchObject({
      emergencyServices: null,
      mandatedReport: null,
      dutyToWarn: { decision: 'notified', whom: 'the police; his ex-wife', when: '3:40', how: 'by phone' },
    });
  });

  it('the notification in the sentence after the decision', () => {
    const a = actions(
      'My supervisor agreed the duty to warn applied. I called the county sheriff’s non-emergency line at 2:40 and spoke with Deputy Howell, and I reached Kevin Marsh by phone at 3:05 and told him of the threat.',
    );
    expect(a.dutyToWarn).toMatchObject({ decision: 'notified', whom: 'the county sheriff; Deputy Howell; Kevin Marsh', when: '2:40', how: 'by phone' });
  });

  it.each([
    'I left a voicemail for his ex-girlfriend to warn her at 4:10 and notified campus police.',
    'We are acting on duty to warn: I called Rick Moreno at 5:15 pm and notified the Fairview police non-emergency line at 5:30.',
    'I warned his brother in person before he left.',
  ])('notified: %s', (text) => {
    expect(actions(text).dutyToWarn).toMatchObject({ decision: 'notified' });
  });

  it.each([
    'Duty to warn is not triggered.',
    'There is no duty to warn here since there is no identifiable victim.',
    'I considered duty to warn; it does not apply, no identifiable victim.',
  ])('not indicated: %s', (text) => {
    expect(actions(text).dutyToWarn).toMatchObject({ decision: 'not_indicated', whom: null });
  });

  it.each(['I am considering duty to warn and will consult with my supervisor.', 'I’m still assessing whether the duty to warn applies.'])(
    'only considered: %s',
    (text) => {
      expect(actions(text).dutyToWarn).toMatchObject({ decision: 'under_assessment', whom: null });
    },
  );
});

describe('clinicianActions: safety plans, emergency evaluations and consultations as done, not as planned', () => {
  it.each<[string, 'created' | 'reviewed' | 'updated']>([
    ['We made a safety plan together and she has a copy.', 'created'],
    ['Safety plan completed today, she and her roommate both have copies.', 'created'],
    ['We reviewed her safety plan from intake.', 'reviewed'],
    ['We went over his safety plan from September and updated it.', 'updated'],
  ])('%s', (text, status) => {
    expect(actions(text).safetyPlan).toEqual({ status, sentence: text });
  });

  it.each([
    'Plan: write safety plan together next session.',
    'Review safety plan next week ahead of the anniversary date.',
    'I did not think a safety plan alone was enough today.',
  ])('no safety plan made: %s', (text) => {
    expect(actions(text).safetyPlan).toBeNull();
  });

  it.each([
    'I walked him over to the VA ED myself and handed off to the ED social worker at about 3:15.',
    'She agreed to go to the St. Mary’s ED for evaluation, and her sister drove her.',
    'I called the county mobile crisis team at 6:10 pm and they took him to St. Vincent’s for an evaluation.',
    'She was transported to Mercy ED.',
  ])('emergency evaluation: %s', (text) => {
    expect(actions(text).emergencyEvaluation).toEqual({ sentence: text });
  });

  it.each([
    'He went to the ER on Thursday for a cut on his hand from work.',
    'If the urges get worse she will go to the ER.',
    'He didn’t want to go to the hospital.',
  ])('no emergency evaluation: %s', (text) => {
    expect(actions(text).emergencyEvaluation).toBeNull();
  });

  it('a consultation done, not one planned', () => {
    expect(actions('I called Dr. Reyes, the on-call psychiatrist, and we agreed he needs an evaluation.').consultation).not.toBeNull();
    expect(actions('He is fixated on his former supervisor, Rick.').consultation).toBeNull();
    expect(actions('Plan: follow up tomorrow, consult with my supervisor in the morning.').consultation).toBeNull();
  });
});
