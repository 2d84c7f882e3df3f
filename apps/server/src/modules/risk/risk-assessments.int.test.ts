/**
 * Risk assessments end to end on the real database: drafts from a client or a risk-positive note,
 * the screener's skip logic, completion with the triage level, the never-silently-lowered rule,
 * a high result's follow-up task and supervisor notification, timelines, wrong-owner 404s, the
 * audit trail, and attaching a completed assessment to a note's recorded response at signing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CssrsAnswers } from '@tend/contracts/risk.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { notes } from '@tend/db/schema/notes';
import { notifications } from '@tend/db/schema/notifications';
import { riskAssessments } from '@tend/db/schema/risk';
import { tasks } from '@tend/db/schema/tasks';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let dana: Credentials;
let sam: Credentials;
let omar: Credentials;
let samClient: string;
let jordanClient: string;
let priyaClient: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, carla, dana, sam, omar] = await Promise.all([
    t.login('alice'),
    t.login('ben'),
    t.login('carla'),
    t.login('dana'),
    t.login('sam'),
    t.login('omar'),
  ]);
  [samClient, jordanClient, priyaClient] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!, t.seeded.clientIds.priya!];
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (who: Credentials, method: Method, url: string, payload?: object) => t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const start = (who: Credentials, clientId: string, body: object = {}) => call(who, 'POST', `/api/clients/${clientId}/risk-assessments`, body);
const complete = (who: Credentials, id: string, body: object = {}) => call(who, 'POST', `/api/risk-assessments/${id}/complete`, body);

const allNo: Partial<CssrsAnswers> = { wish_to_be_dead: false, suicidal_thoughts: false, behavior: false };
const clearOthers = { self_harm: { nssi_past_month: false }, homicide: { thoughts: false } };
const recentAttempt = { screener: { ...allNo, wish_to_be_dead: true, behavior: true, behavior_past_3_months: true }, ...clearOthers };

describe('drafts', () => {
  it('starts from a client, and from a risk-positive note of the same client', async () => {
    const plain = await start(alice, samClient);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      status: 'draft',
      client_name: 'Sam Lee',
      clinician_name: 'Dr Alice Moreno',
      screener_level: null,
      level: null,
      note_id: null,
      can_edit: true,
    });

    const noteId = t.seeded.noteIds.sam!;
    const fromNote = await start(alice, samClient, { note_id: noteId, screener: { wish_to_be_dead: true } });
    expect(fromNote.statusCode).toBe(201);
    const [note] = await t.app.services.db.select().from(notes).where(eq(notes.id, noteId));
    expect(fromNote.json()).toMatchObject({ note_id: noteId, encounter_id: note!.encounterId, screener_level: 'low' });

    // Another client's note, and a note the caller cannot see.
    expect((await start(alice, samClient, { note_id: t.seeded.noteIds.jordan! })).json().details).toEqual([
      { field: 'body.note_id', message: 'That note is not about this client' },
    ]);
    expect((await start(alice, samClient, { note_id: t.seeded.noteIds.priya! })).statusCode).toBe(404);
  });

  it('refuses answers the screener skips (Q3–Q5 when Q2 is no), changing nothing', async () => {
    const id = (await start(alice, samClient, { screener: { ...allNo } })).json().id;
    const refused = await call(alice, 'PATCH', `/api/risk-assessments/${id}`, { screener: { ...allNo, intent: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'body.screener.intent', message: 'Asked only when Q2 (suicidal thoughts) is yes' }]);
    const homicide = await call(alice, 'PATCH', `/api/risk-assessments/${id}`, { homicide: { thoughts: false, plan: true } });
    expect(homicide.json().details[0].field).toBe('body.homicide.plan');
    const [stored] = await t.app.services.db.select().from(riskAssessments).where(eq(riskAssessments.id, id));
    expect(stored!.screener).toMatchObject({ intent: null });

    const ok = await call(alice, 'PATCH', `/api/risk-assessments/${id}`, {
      screener: { ...allNo, suicidal_thoughts: true, method: true, intent: false, plan: false },
      risk_factors: ['Substance use', 'Substance use', 'Lost job last week'],
    });
    expect(ok.json()).toMatchObject({
      screener_level: 'moderate',
      risk_factors: ['Substance use', 'Lost job last week'],
      triage_reasons: [expect.stringMatching(/Q3/), expect.any(String)],
    });
  });

  it('completion names every question still unanswered', async () => {
    const id = (await start(alice, samClient, { screener: { wish_to_be_dead: true, suicidal_thoughts: true } })).json().id;
    const refused = await complete(alice, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual([
      'body.screener.behavior',
      'body.screener.method',
      'body.screener.intent',
      'body.screener.plan',
      'body.self_harm.nssi_past_month',
      'body.homicide.thoughts',
    ]);
  });
});

describe('completion', () => {
  it('a recent attempt is high: urgent task for the clinician, the supervisor notified', async () => {
    const id = (await start(alice, samClient, recentAttempt)).json().id;
    const done = await complete(alice, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', screener_level: 'high', level: 'high', can_edit: false, completed_at: t.clock.now.toISOString() });
    expect(done.json().triage_reasons[0]).toBe('Suicidal behaviour within the past 3 months (Q6)');

    // One task per recipient (docs/decisions/021): the clinician's and her supervisor's.
    const followUps = await t.app.services.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.source, 'risk_followup'), eq(tasks.clientId, samClient), eq(tasks.status, 'open')));
    const task = followUps.find((f) => f.sourceKey === `${id}:${alice.userId}`);
    expect(task).toMatchObject({ assigneeId: alice.userId, clientId: samClient, priority: 'urgent', status: 'open' });
    expect(task!.dueAt!.getTime() - t.clock.now.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(followUps.find((f) => f.sourceKey === `${id}:${carla.userId}`)).toMatchObject({ assigneeId: carla.userId, priority: 'urgent' });
    // Alice completed it herself: her task, not her bell.
    const aliceNotes = await t.app.services.db.select().from(notifications).where(eq(notifications.userId, alice.userId));
    expect(aliceNotes.filter((n) => n.type === 'risk_high')).toHaveLength(0);

    const carlaNotes = await t.app.services.db.select().from(notifications).where(eq(notifications.userId, carla.userId));
    expect(carlaNotes.filter((n) => n.type === 'risk_high')).toHaveLength(1);
    expect(carlaNotes.find((n) => n.type === 'risk_high')).toMatchObject({ link: `/clients/${samClient}` });
    const danaNotes = await t.app.services.db.select().from(notifications).where(eq(notifications.userId, dana.userId));
    expect(danaNotes.filter((n) => n.type === 'risk_high')).toHaveLength(0);

    // Completed is final: no second completion, no edits.
    expect((await complete(alice, id)).statusCode).toBe(409);
    expect((await call(alice, 'PATCH', `/api/risk-assessments/${id}`, { formulation: 'later' })).statusCode).toBe(409);
  });

  it('a clinician without a supervisor: the practice admins are told', async () => {
    const id = (
      await start(ben, priyaClient, { screener: { ...allNo, suicidal_thoughts: true, method: false, intent: true, plan: false }, ...clearOthers })
    ).json().id;
    expect((await complete(ben, id)).json().level).toBe('high');
    const danaNotes = await t.app.services.db.select().from(notifications).where(eq(notifications.userId, dana.userId));
    expect(danaNotes.filter((n) => n.type === 'risk_high')).toHaveLength(1);
    expect(danaNotes.find((n) => n.type === 'risk_high')!.message).toContain('The clinician has no supervisor, so the practice’s admins are told.');
    const [danaTask] = await t.app.services.db
      .select()
      .from(tasks)
      .where(eq(tasks.sourceKey, `${id}:${dana.userId}`));
    expect(danaTask).toMatchObject({ source: 'risk_followup', assigneeId: dana.userId, priority: 'urgent', status: 'open' });
  });

  it('never lowers silently: lowering needs a reason, raising does not', async () => {
    const moderate = { screener: { ...allNo, behavior: true, behavior_past_3_months: false }, ...clearOthers };
    const id = (await start(alice, jordanClient, moderate)).json().id;
    const refused = await complete(alice, id, { level: 'low' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('body.level_reason');
    expect((await call(alice, 'GET', `/api/risk-assessments/${id}`)).json()).toMatchObject({ status: 'draft', level: null });

    const lowered = await complete(alice, id, { level: 'low', level_reason: 'Attempt was 12 years ago; stable since, engaged in care.' });
    expect(lowered.json()).toMatchObject({
      screener_level: 'moderate',
      level: 'low',
      level_reason: 'Attempt was 12 years ago; stable since, engaged in care.',
    });

    const other = (await start(alice, jordanClient, { screener: { ...allNo }, ...clearOthers })).json().id;
    expect((await complete(alice, other, { level: 'moderate' })).json()).toMatchObject({ screener_level: 'low', level: 'moderate', level_reason: null });
    const nssi = (
      await start(alice, jordanClient, { screener: { ...allNo }, self_harm: { nssi_past_month: true, frequency: 'weekly' }, homicide: { thoughts: false } })
    ).json().id;
    expect((await complete(alice, nssi)).json()).toMatchObject({ screener_level: 'moderate', level: 'moderate' });
  });
});

describe('the clinician’s level and oversight', () => {
  const followUp = async (assessmentId: string) =>
    (
      await t.app.services.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.source, 'risk_followup'), eq(tasks.sourceKey, `${assessmentId}:${alice.userId}`)))
    )[0];

  it('a draft save keeps the chosen level and reason; completion uses them', async () => {
    const id = (await start(alice, jordanClient, { screener: { ...allNo }, ...clearOthers })).json().id;
    const saved = await call(alice, 'PATCH', `/api/risk-assessments/${id}`, { level: 'moderate', level_reason: ' Family history ' });
    expect(saved.json()).toMatchObject({ status: 'draft', screener_level: 'low', level: 'moderate', level_reason: 'Family history' });
    // A later save of other parts leaves them alone.
    await call(alice, 'PATCH', `/api/risk-assessments/${id}`, { formulation: 'Stable' });
    expect((await call(alice, 'GET', `/api/risk-assessments/${id}`)).json()).toMatchObject({ level: 'moderate', level_reason: 'Family history' });
    expect((await complete(alice, id)).json()).toMatchObject({ status: 'completed', level: 'moderate' });
  });

  it('a high screen the clinician lowered still gets the follow-up task and tells the supervisor it was lowered', async () => {
    const id = (await start(alice, jordanClient, recentAttempt)).json().id;
    const reason = 'Overdose was accidental, confirmed with the hospital';
    expect((await complete(alice, id, { level: 'moderate', level_reason: reason })).json()).toMatchObject({ screener_level: 'high', level: 'moderate' });
    expect(await followUp(id)).toMatchObject({ assigneeId: alice.userId, clientId: jordanClient, priority: 'urgent', status: 'open' });
    const carlas = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carla.userId), eq(notifications.type, 'risk_high')));
    const lowered = carlas.filter((n) => n.title.includes('lowered'));
    expect(lowered).toHaveLength(1);
    expect(lowered[0]!.title).toMatch(/^High-risk screen lowered: Dr Alice Moreno recorded .+ as moderate risk$/);
    expect(lowered[0]!.message).toContain('recorded a reason');
    expect(`${lowered[0]!.title} ${lowered[0]!.message}`).not.toContain(reason);
  });

  it('a later assessment or a saved safety plan closes the client’s open follow-up', async () => {
    const first = (await complete(alice, (await start(alice, jordanClient, recentAttempt)).json().id)).json().id;
    expect((await followUp(first))!.status).toBe('open');
    const later = (await complete(alice, (await start(alice, jordanClient, { screener: { ...allNo }, ...clearOthers })).json().id)).json().id;
    expect((await followUp(first))!.status).toBe('done');
    expect(await followUp(later)).toBeUndefined();

    const next = (await complete(alice, (await start(alice, jordanClient, recentAttempt)).json().id)).json().id;
    expect((await followUp(next))!.status).toBe('open');
    const plan = await call(alice, 'PUT', `/api/clients/${jordanClient}/safety-plan`, { sections: {}, assessment_id: next });
    expect(plan.statusCode).toBe(200);
    expect((await followUp(next))!.status).toBe('done');
  });
});

describe('reading and scope', () => {
  it('the client’s timeline and the recent list show only visible clients', async () => {
    const timeline = await call(alice, 'GET', `/api/clients/${samClient}/risk-assessments`);
    expect(timeline.statusCode).toBe(200);
    const rows = timeline.json().assessments;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r: { client_id: string; clinician_name: string }) => r.client_id === samClient && r.clinician_name === 'Dr Alice Moreno')).toBe(true);
    expect(rows.some((r: { note_id: string | null }) => r.note_id === t.seeded.noteIds.sam)).toBe(true);

    const recent = (await call(alice, 'GET', '/api/risk-assessments')).json().assessments.map((r: { client_id: string }) => r.client_id);
    expect(new Set(recent)).toEqual(new Set([samClient, jordanClient]));
    const completed = (await call(alice, 'GET', '/api/risk-assessments?status=completed')).json().assessments;
    expect(completed.every((r: { status: string }) => r.status === 'completed')).toBe(true);
    // The supervisor sees her supervisee's; the admin reads the practice's but cannot write.
    expect((await call(carla, 'GET', `/api/clients/${samClient}/risk-assessments`)).json().assessments).toHaveLength(rows.length);
    const adminRecent = (await call(dana, 'GET', '/api/risk-assessments')).json().assessments.map((r: { client_id: string }) => r.client_id);
    expect(adminRecent).toContain(priyaClient);
    expect((await call(dana, 'GET', `/api/risk-assessments/${rows[0].id}`)).json().can_edit).toBe(false);
    expect((await start(dana, samClient)).statusCode).toBe(403);
  });

  it('another clinician’s, another practice’s, or a portal user’s call finds nothing', async () => {
    const id = (await start(alice, samClient)).json().id;
    for (const who of [ben, omar]) {
      expect((await call(who, 'GET', `/api/risk-assessments/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'PATCH', `/api/risk-assessments/${id}`, { formulation: 'x' })).statusCode).toBe(404);
      expect((await complete(who, id, recentAttempt)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/clients/${samClient}/risk-assessments`)).statusCode).toBe(404);
      expect((await start(who, samClient)).statusCode).toBe(404);
      expect((await call(who, 'GET', '/api/risk-assessments')).json().assessments.map((r: { id: string }) => r.id)).not.toContain(id);
    }
    expect((await call(sam, 'GET', `/api/risk-assessments/${id}`)).statusCode).toBe(403);
    expect((await call(alice, 'GET', `/api/risk-assessments/${id}`)).json().formulation).toBeNull();
  });

  it('every read and write is audited as a risk assessment of the client', async () => {
    const id = (await start(alice, samClient)).json().id;
    await call(alice, 'GET', `/api/risk-assessments/${id}`);
    await call(ben, 'GET', `/api/risk-assessments/${id}`);
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'risk_assessment'), eq(auditEvents.recordId, id)));
    expect(events.map((e) => [e.action, e.outcome, e.clientId])).toEqual([
      ['create', 'success', samClient],
      ['read', 'success', samClient],
      ['read', 'not_found', null],
    ]);
  });
});

describe('a risk-positive note’s recorded response', () => {
  it('can attach a completed assessment of the same client, shown in the note', async () => {
    const [sessionNote] = await t.app.services.db
      .insert(notes)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: samClient,
        authorId: alice.userId,
        documentType: 'soap_note',
        noteContent: '## Subjective\nClient reported passive SI after an argument.\n## Plan\nRisk assessment completed.',
        status: 'draft',
      })
      .returning();
    const noteId = sessionNote!.id;
    const completedId = (await complete(alice, (await start(alice, samClient, { note_id: noteId, ...recentAttempt })).json().id)).json().id;
    const draftId = (await start(alice, samClient)).json().id;
    const jordans = (await complete(alice, (await start(alice, jordanClient, recentAttempt)).json().id)).json().id;
    const sign = (assessmentId: string) =>
      call(alice, 'POST', `/api/notes/${noteId}/approve`, {
        risk_response: { action: 'safety_plan_reviewed', reason: 'Plan updated.', assessment_id: assessmentId },
      });

    for (const wrong of [draftId, jordans]) {
      const refused = await sign(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'body.risk_response.assessment_id', message: 'Attach a completed risk assessment of this client' }]);
    }
    const signed = await sign(completedId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'approved', risk_response: { action: 'safety_plan_reviewed', assessment_id: completedId } });
    expect((await call(alice, 'GET', `/api/notes/${noteId}`)).json().risk_response.assessment_id).toBe(completedId);
  });
});
