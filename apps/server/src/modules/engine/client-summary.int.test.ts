/** A client summary drafted by the assistant draws on the client's chart: diagnoses, measures, visits kept and missed. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { clientDiagnoses } from '@tend/db/schema/client-details';
import { encounters } from '@tend/db/schema/encounters';
import { measureResponses } from '@tend/db/schema/measures';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';
import { formatDay, formatTime } from '../../ai/time';
import { actorFromUser } from '../../auth/actor';
import { findUserWithPractice } from '../users/users.repo';
import { clientChartOf } from './client-chart';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (d: number) => new Date(t.clock.now.getTime() + d * DAY);
/** The practice's zone (Alice chose none): the summary's dates are written there, the year only when not this one. */
const timeZone = 'America/New_York';
const year = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(d);
const dayText = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', ...(year(d) !== year(t.clock.now) ? { year: 'numeric' } : {}) }).format(d);

describe('a client summary through the assistant', () => {
  it('names the diagnosis, the PHQ-9 trend and the visits kept and missed', async () => {
    const { db } = t.app.services;
    const clientId = t.seeded.clientIds.sam!;
    const practiceId = t.seeded.practiceIds.harbor;
    const providerId = t.seeded.userIds.alice;
    // Sam's seeded visit two days ago was kept; add a missed one, one kept before the 90 days and one booked.
    const visit = (start: Date, status: 'no_show' | 'scheduled' | 'completed') => ({
      practiceId,
      clientId,
      providerId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 50 * 60_000),
      status,
    });
    const next = daysFromNow(5);
    await db.insert(encounters).values([visit(daysFromNow(-9), 'no_show'), visit(daysFromNow(-200), 'completed'), visit(next, 'scheduled')]);
    await db.insert(clientDiagnoses).values([
      { clientId, code: 'F41.1', description: 'Generalized anxiety disorder', rank: 1 },
      { clientId, code: 'F32.0', description: 'Major depressive disorder, single episode, mild', rank: 2, resolvedOn: '2020-01-01' },
    ]);
    const phq9 = { practiceId, clientId, measure: 'phq9' as const, answers: {}, urgent: false };
    const [earlier, latest] = [daysFromNow(-60), daysFromNow(-2)];
    await db.insert(measureResponses).values([
      { ...phq9, score: 14, severity: 'moderate', submittedAt: earlier },
      { ...phq9, score: 9, severity: 'mild', submittedAt: latest },
    ]);

    const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    const prefs = { note_prefs: { client_summary: true, patient_id: clientId } };
    await sayAs(
      t,
      alice,
      session,
      'Sam reported sleeping better this month. We practised grounding. Plan: he will keep a sleep diary before next session.',
      prefs,
    );
    const res = await sayAs(t, alice, session, 'yes, client summary', prefs);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.document_type).toBe('client_summary');
    const content: string = body.note_content;

    expect(content).toContain('## Today’s session\nSam reported sleeping better this month.');
    expect(content).toContain(
      `## How things are going\nThe PHQ-9 score, from a questionnaire about low mood, was 9 (mild) on ${dayText(latest)}, down from 14 on ${dayText(earlier)}.`,
    );
    // The current diagnosis only; the visit of 200 days ago is outside the window.
    expect(content).toContain('## Care so far\nDiagnosis on record: Generalized anxiety disorder (F41.1).');
    expect(content).not.toContain('F32.0');
    expect(content).toContain('In the last 90 days: 1 visit attended, 1 missed.');
    expect(content).toContain(`The next visit is booked for ${formatDay(next, timeZone)} at ${formatTime(next, timeZone)}.`);
    expect(content.match(/sleep diary/g)).toHaveLength(1);
    expect(body.response).toContain('written from your account and their chart');

    // The chart read is audited as a read of Sam's record.
    const reads = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'assistant_read_chart'), eq(auditEvents.clientId, clientId)));
    expect(reads).toEqual([expect.objectContaining({ actorId: alice.userId, recordType: 'client', recordId: clientId, outcome: 'success' })]);
  });

  it('reads as nothing for another clinician’s client, audited as not found', async () => {
    const { db } = t.app.services;
    const ben = actorFromUser((await findUserWithPractice(db, t.seeded.userIds.ben))!.user, null);
    const sam = t.seeded.clientIds.sam!;
    expect(await clientChartOf(db, ben, sam, { ip: '127.0.0.1', now: t.clock.now })).toBeNull();
    const refused = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'assistant_read_chart'), eq(auditEvents.actorId, ben.userId)));
    expect(refused).toEqual([expect.objectContaining({ recordId: sam, clientId: null, outcome: 'not_found' })]);
  });
});
