import { describe, expect, it } from 'vitest';
import { notDiscussed } from '@tend/contracts/note-documents.contract';
import { engineInput, fakeAssistantData, ids } from '../../../test/fake-assistant-data';
import { renderClientSummary } from '../documents';
import type { ClientChart } from '../engine';
import { BuiltinEngine } from './builtin-engine';
import { documentFromAccount } from './documents-from-account';

/** 21 Nov 2025 in New York. The PHQ-9's latest score was taken at 22:00 there on the 19th: 03:00 UTC on the 20th. */
const now = new Date('2025-11-21T17:00:00Z');
const timeZone = 'America/New_York';
const chart: ClientChart = {
  diagnoses: [
    { code: 'F32.1', description: 'Major depressive disorder, single episode, moderate' },
    { code: 'F41.1', description: 'Generalized anxiety disorder' },
  ],
  measures: [
    {
      measure: 'phq9',
      latest_score: 9,
      latest_severity_label: 'Mild',
      latest_at: '2025-11-20T03:00:00.000Z',
      from_score: 14,
      from_at: '2025-10-01T15:00:00.000Z',
    },
    {
      measure: 'gad7',
      latest_score: 12,
      latest_severity_label: 'Moderate',
      latest_at: '2025-11-18T15:00:00.000Z',
      from_score: 8,
      from_at: '2024-12-30T15:00:00.000Z',
    },
  ],
  visits: { days: 90, kept: 5, missed: 1, cancelledLate: 0, next: new Date('2025-11-28T15:00:00Z') },
};
const account = [
  'Sam reported feeling anxious about work most days this week. He said his sleep has been poor. He appeared tired and his affect was anxious.',
  'We practised box breathing before presentations. He was able to name two alternative thoughts.',
  'Plan: he will practise box breathing before meetings. Next session we will review his thought record.',
  'And again, he will practise box breathing before meetings.',
];

const summaryOf = (messages: string[], withChart: ClientChart | null) =>
  documentFromAccount('client_summary', messages, undefined, withChart && { chart: withChart, timeZone, now })!.content;
const sectionOf = (content: string, title: string) => new RegExp(`## ${title}\\n([^#]*)`).exec(content)?.[1]?.trim() ?? null;
const sentencesIn = (content: string) =>
  content
    .split('\n')
    .filter((line) => !line.startsWith('## '))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter(Boolean);

describe('the client summary from the chart and this session', () => {
  const content = summaryOf(account, chart);

  it('has this session, how things are going, care so far and next steps, in that order', () => {
    expect([...content.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Today’s session', 'How things are going', 'Care so far', 'Next steps']);
    const today = sectionOf(content, 'Today’s session')!;
    expect(today).toContain('Sam reported feeling anxious about work most days this week.');
    expect(today).toContain('box breathing before presentations');
    expect(today).toContain('two alternative thoughts');
    // The clinician's observations are the note's, not the client's summary.
    expect(content).not.toContain('affect');
  });

  it('gives the measures and their trend in words, dated in the clinician’s zone', () => {
    expect(sectionOf(content, 'How things are going')).toBe(
      [
        'The PHQ-9 score, from a questionnaire about low mood, was 9 (mild) on 19 Nov, down from 14 on 1 Oct.',
        'The GAD-7 score, from a questionnaire about anxiety, was 12 (moderate) on 18 Nov, up from 8 on 30 Dec 2024.',
        'A lower score on these questionnaires means fewer symptoms.',
      ].join(' '),
    );
  });

  it('names the diagnoses with their codes, the visits kept and missed and the next one', () => {
    expect(sectionOf(content, 'Care so far')).toBe(
      [
        'Diagnoses on record: Major depressive disorder, single episode, moderate (F32.1); Generalized anxiety disorder (F41.1).',
        'In the last 90 days: 5 visits attended, 1 missed.',
        'The next visit is booked for Fri 28 Nov at 10:00.',
      ].join(' '),
    );
  });

  it('states the plan once, and no sentence twice', () => {
    const next = sectionOf(content, 'Next steps')!;
    expect(next).toContain('box breathing before meetings');
    expect(next).toContain('thought record');
    expect(content.match(/box breathing before meetings/g)).toHaveLength(1);
    const sentences = sentencesIn(content);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('leaves out what the chart does not hold, and says when the session covered nothing', () => {
    const bare: ClientChart = { diagnoses: [], measures: [], visits: { days: 90, kept: 0, missed: 0, cancelledLate: 0, next: null } };
    const planOnly = summaryOf(['Plan: we will meet again next week.'], bare);
    expect(planOnly).not.toContain('## How things are going');
    expect(planOnly).not.toMatch(/Diagnos|visits attended/);
    expect(sectionOf(planOnly, 'Care so far')).toBe('No next visit is booked yet.');
    expect(sectionOf(planOnly, 'Today’s session')).toBe(notDiscussed);
  });

  it('keeps a score said in session only when the chart has none', () => {
    const said = [...account, 'His PHQ-9 was 9 today.'];
    expect(summaryOf(said, { ...chart, measures: [] })).toContain('PHQ-9 was 9 today');
    expect(summaryOf(said, chart)).not.toContain('PHQ-9 was 9 today');
  });

  it('without a chart (the model’s summaries, a draft when the conversation closes) has only the session’s parts', () => {
    const alone = summaryOf(account, null);
    expect([...alone.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Today’s session', 'Next steps']);
  });

  it('writes a step repeated in the session’s part under next steps only', () => {
    const repeated = renderClientSummary({
      this_session: ['Client practised grounding.', 'Client will call the clinic on Monday.'],
      next_steps: ['Client will call the clinic on Monday'],
    });
    expect(repeated).toBe('## Today’s session\nClient practised grounding.\n\n## Next steps\nClient will call the clinic on Monday');
  });
});

describe('the built-in assistant asked for a client summary', () => {
  it('reads the chart of the client in view and says it drew on it', async () => {
    const read: string[] = [];
    const data = fakeAssistantData([], { chart });
    const input = {
      ...engineInput('yes, client summary', { ...data, clientChart: (id) => (read.push(id), data.clientChart(id)) }, { now, timeZone }),
      history: account.map((content) => ({ role: 'user' as const, content })),
      patient: { id: ids.sam, name: 'Sam Lee', initials: 'SL' },
    };
    const reply = await new BuiltinEngine().respond(input);
    expect(read).toEqual([ids.sam]);
    expect(reply.note?.document_type).toBe('client_summary');
    expect(reply.note?.content).toContain('was 9 (mild) on 19 Nov, down from 14 on 1 Oct.');
    expect(reply.response).toContain('written from your account and their chart');
    // The scores are in the summary; the reply does not cite them again.
    expect(reply.response).not.toContain('Latest measures on record');
  });
});
