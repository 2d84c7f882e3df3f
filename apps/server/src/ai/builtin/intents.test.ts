import { describe, expect, it } from 'vitest';
import { detectIntent, narrativeOf } from './intents';

/**
 * The old router took any message with "today … session" for the calendar question and any
 * message with "risk assessment" for the command, and threw the dictation away. A clinician's
 * account of a session stays an account, whatever words it contains.
 */

const todaysSession = [
  "Okay, so today's session was with Maria, her sixth. Who am I kidding, it was a hard one.",
  'She came in looking exhausted and said the night shifts have wrecked her sleep, maybe four hours a night.',
  'She said she has been having thoughts of killing herself almost every day this week, and she has a plan to overdose on the pills left over from her surgery.',
  'She said she has been saving up her pills in a shoebox in her closet.',
  'She was tearful for most of the session and her eye contact was poor.',
  'We went straight to safety planning and I called her sister with her in the room.',
  "I think her acute risk today is high and I want her seen for an emergency evaluation before she leaves the clinic, and I'll check on the appointments for next week afterwards.",
].join(' ');

const riskAssessment = [
  'I did a full risk assessment with Devon today because last week he mentioned that he had been thinking a lot about death since the layoff.',
  'I went through the C-SSRS questions one by one.',
  'He said he has had thoughts that his family would be better off without him, but he denied any thoughts of killing himself, any plan, any intent, and he has no firearms at home.',
  'He said his kids and his faith are what keep him going.',
  'He was calm and cooperative, his affect was constricted, and his speech was soft but normal in rate.',
  'We updated his safety plan together and he agreed to call 988 or his brother if the thoughts get louder.',
  "I'd put his acute risk at low, chronic risk moderate given the job loss and the drinking. Next session we'll revisit the risk assessment and his sleep.",
].join(' ');

const save = [
  'Priya talked about money for most of the session today.',
  'She said she is trying to save enough for a deposit on an apartment so she can move out of her parents’ house by the summer.',
  'She has been putting away two hundred dollars a paycheck and said it feels like the first thing in years she has done just for herself.',
  'We talked about how she wants to save the relationship with her mother even after she moves, and we role-played how she will tell her.',
  'She was animated and laughed a few times, which is new.',
  'Her GAD-7 was 9, down from 13 a month ago.',
  'Homework is to write out the script and save it on her phone so she can practise it before Sunday dinner, and we will go over it next session.',
].join(' ');

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('detectIntent: a dictated account stays an account', () => {
  it.each([
    ["today's session (and active suicidal ideation with plan and means)", todaysSession],
    ['risk assessment', riskAssessment],
    ['save', save],
  ])('a 100+ word dictation containing "%s" is narrative', (_label, dictation) => {
    expect(wordCount(dictation)).toBeGreaterThanOrEqual(100);
    expect(detectIntent(dictation)).toEqual({ kind: 'narrative' });
    expect(narrativeOf([dictation])).toEqual([dictation]);
  });

  it('a narrative that ends with a request keeps the narrative and offers the note', () => {
    const dictation = `${riskAssessment} Can you write the SOAP note?`;
    expect(wordCount(dictation)).toBeGreaterThanOrEqual(100);
    expect(detectIntent(dictation)).toEqual({ kind: 'narrative', offer: 'soap_note' });
  });

  it('a long account that starts with a question word is not a question', () => {
    const dictation = `What stood out in today's session was how much lighter Sam seemed. ${save}`;
    expect(detectIntent(dictation).kind).toBe('narrative');
  });
});

describe('detectIntent: short requests are commands and questions', () => {
  it.each([
    ['who am I seeing today?', { kind: 'question', topic: 'appointments_today' }],
    ['Who am I seeing today?', { kind: 'question', topic: 'appointments_today' }],
    ['which notes are pending?', { kind: 'question', topic: 'pending_notes' }],
    ['Which notes are pending?', { kind: 'question', topic: 'pending_notes' }],
    ['risk assessment', { kind: 'action', action: 'risk_assessment' }],
    ['Risk assessment.', { kind: 'action', action: 'risk_assessment' }],
    ['write a DAP note', { kind: 'action', action: 'soap_note', format: 'dap_note' }],
    ['Write a BIRP note please', { kind: 'action', action: 'soap_note', format: 'birp_note' }],
    ['yes, soap note', { kind: 'action', action: 'soap_note' }],
    ['save this to my vault', { kind: 'action', action: 'offer_vault_save' }],
    ['Please save this to my vault', { kind: 'action', action: 'offer_vault_save' }],
    // A few words need no question mark (found by the browser tests).
    ['recent clients', { kind: 'question', topic: 'recent_clients' }],
    ['pending notes', { kind: 'question', topic: 'pending_notes' }],
    ["today's appointments", { kind: 'question', topic: 'appointments_today' }],
  ])('%s', (text, intent) => {
    expect(detectIntent(text)).toMatchObject(intent);
  });

  it('the requests are not part of the session account', () => {
    expect(narrativeOf(['who am I seeing today?', 'risk assessment', 'yes, soap note', 'She said the week was hard.'])).toEqual([
      'She said the week was hard.',
    ]);
  });
});

describe('detectIntent: the calendar questions name their day', () => {
  it.each([
    ['who am I seeing tomorrow?', { kind: 'question', topic: 'appointments_on', day: { kind: 'offset', days: 1 } }],
    ['Who am I seeing on Thursday?', { kind: 'question', topic: 'appointments_on', day: { kind: 'weekday', weekday: 4, next: false } }],
    ['who am i seeing next monday', { kind: 'question', topic: 'appointments_on', day: { kind: 'weekday', weekday: 1, next: true } }],
    ['Any sessions on Friday?', { kind: 'question', topic: 'appointments_on', day: { kind: 'weekday', weekday: 5 } }],
    ['who did I see yesterday?', { kind: 'question', topic: 'appointments_on', day: { kind: 'offset', days: -1 } }],
    ['What does my schedule look like?', { kind: 'question', topic: 'appointments_on', day: null }],
    ['who am I seeing?', { kind: 'question', topic: 'appointments_on', day: null }],
    ["who's next?", { kind: 'question', topic: 'next_appointment' }],
    ['Who is next', { kind: 'question', topic: 'next_appointment' }],
    ['when is my next session?', { kind: 'question', topic: 'next_appointment' }],
  ])('%s', (text, intent) => {
    expect(detectIntent(text)).toMatchObject(intent);
  });
});

describe('detectIntent: booking requests', () => {
  it.each([
    ['book Maya next Tuesday at 3', { name: 'Maya', day: { kind: 'weekday', weekday: 2, next: true }, time: { hour: 15, minute: 0 } }],
    ['schedule Jordan on Friday at 10am for 60 minutes', { name: 'Jordan', day: { kind: 'weekday', weekday: 5 }, time: { hour: 10, minute: 0 }, minutes: 60 }],
    ['Please book a session with Sam Lee tomorrow at 2pm by video', { name: 'Sam Lee', day: { kind: 'offset', days: 1 }, location: 'telehealth' }],
    ['Can you book Maya Chen on 2026-04-21 at 15:00?', { name: 'Maya Chen', day: { kind: 'date', year: 2026, month: 4, day: 21 } }],
    ['book her in on Friday at 3', { name: null, day: { kind: 'weekday', weekday: 5 } }],
    ['schedule Jordan tomorrow', { name: 'Jordan', time: null }],
  ])('%s', (text, request) => {
    expect(detectIntent(text)).toMatchObject({ kind: 'book', request });
  });

  it.each([
    ['Schedule changes at work stressed her.'],
    ['Book club on Thursday was the highlight of her week.'],
    ['Schedule next Tuesday at 3 with her psychiatrist.'],
    ['Booked a flight to see her mother on Friday at 6.'],
  ])('a short account is not a booking: %s', (text) => {
    expect(detectIntent(text).kind).not.toBe('book');
  });

  it('a long account that mentions booking and next Tuesday at 3 is dictation, and stays in the session account', () => {
    const dictation = [
      'Maya said she wants to book a flight home next Tuesday at 3 to see her father, who has been unwell since March.',
      'She has been sleeping about five hours a night and said the worry sits in her chest most evenings.',
      'We practised paced breathing and she rated her anxiety 7 out of 10 at the start and 4 at the end.',
      'She was tearful when she talked about her father but laughed about her brother’s cooking.',
      'Her PHQ-9 was 11, down from 14 two weeks ago.',
      'Plan: schedule our next session for the Friday after she is back, and she will keep a sleep diary.',
    ].join(' ');
    expect(wordCount(dictation)).toBeGreaterThanOrEqual(100);
    expect(detectIntent(dictation)).toEqual({ kind: 'narrative' });
    expect(narrativeOf(['book Maya next Tuesday at 3', dictation])).toEqual([dictation]);
  });

  it('a short account with a day is not a calendar question', () => {
    expect(detectIntent('She is seeing her sister on Thursday.').kind).toBe('narrative');
    expect(detectIntent('Tomorrow is her first day back at work.').kind).toBe('narrative');
  });
});

describe('detectIntent: a question about someone else’s day is not about the calendar', () => {
  it.each([['Did she see her doctor yesterday?'], ['Is he seeing his sister on Friday?']])('%s', (text) => {
    expect(detectIntent(text)).not.toMatchObject({ kind: 'question', topic: 'appointments_on' });
  });

  it.each([['Who do I have on Friday?'], ["What's on tomorrow?"], ['Am I working on Saturday?']])('but %s is', (text) => {
    expect(detectIntent(text)).toMatchObject({ kind: 'question', topic: 'appointments_on' });
  });
});
