/** The assistant cites the latest scores beside a draft note, from the record only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureResponses } from '@tend/db/schema/measures';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const daysAgo = (d: number) => new Date(t.clock.now.getTime() - d * 24 * 60 * 60 * 1000);

describe('measures in the assistant', () => {
  it('names the latest PHQ-9 and its change when drafting a note for the client', async () => {
    const clientId = t.seeded.clientIds.sam!;
    const base = { practiceId: t.seeded.practiceIds.harbor, clientId, measure: 'phq9' as const, answers: {}, urgent: false };
    await t.app.services.db.insert(measureResponses).values([
      { ...base, score: 14, severity: 'moderate', submittedAt: daysAgo(60) },
      { ...base, score: 9, severity: 'mild', submittedAt: daysAgo(2) },
    ]);
    const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    const prefs = { note_prefs: { write_soap: true, patient_id: clientId } };
    await sayAs(t, alice, session, 'Sam reported sleeping better and fewer low days this month. We will keep weekly sessions.', prefs);
    const res = await sayAs(t, alice, session, 'yes, soap note', prefs);
    expect(res.statusCode).toBe(200);
    const month = daysAgo(60).toLocaleDateString('en-US', { month: 'long', timeZone: 'America/New_York' });
    expect(res.json().response).toContain(`Latest measures on record: PHQ-9 14 → 9 since ${month}.`);
    // The note itself is written from the clinician's words only.
    expect(JSON.stringify(res.json())).not.toMatch(/"content":"[^"]*PHQ-9/);
  });

  it('says nothing of measures for a client without any', async () => {
    const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    const prefs = { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.jordan! } };
    await sayAs(t, alice, session, 'Jordan reported fewer panic attacks. We will continue weekly sessions.', prefs);
    const res = await sayAs(t, alice, session, 'yes, soap note', prefs);
    expect(res.json().response).not.toContain('Latest measures');
  });
});
