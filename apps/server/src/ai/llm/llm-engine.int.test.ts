/** The LLM path over real HTTP against a loopback OpenAI-compatible server: no network, no mocks. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@tend/db/schema/conversations';
import { notes } from '@tend/db/schema/notes';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';
import { modelReply, modelSoapNote, startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai';

let fake: FakeOpenAi;
let t: TestApp;
let alice: Credentials;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_API_KEY: 'sk-test-secret', AI_TIMEOUT_MS: '20000' },
  });
  alice = await t.login('alice');
});
afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const newSession = async () => (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
const say = (session: string, text: string, extra: Record<string, unknown> = {}) => sayAs(t, alice, session, text, extra);
const stored = (session: string) => t.app.services.db.select().from(messages).where(eq(messages.conversationId, session)).orderBy(asc(messages.createdAt));

describe('LLM engine (openai-compatible)', () => {
  it('stores a structured reply and renders its note; the client’s name never leaves the server', async () => {
    const session = await newSession();
    fake.queue({
      kind: 'json',
      content: modelReply({
        response: 'Here is the draft for S.L.',
        note: modelSoapNote({ subjective: ['S.L. reported poor sleep.'], objective: [], assessment: [], plan: ['Continue weekly sessions.'] }),
      }),
    });
    const res = await say(session, 'Sam Lee reported poor sleep; we will continue weekly sessions. yes, soap note', {
      note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.sam },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', response: 'Here is the draft for S.L.', document_type: 'soap_note', patient_display: 'Sam Lee' });
    expect(res.json().note_content).toContain('## Objective\n_Not discussed in session._');
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain('S.L.');
    expect(sent).not.toMatch(/\bSam\b|\bLee\b/);
    expect(sent).not.toContain('sk-test-secret');
    expect(await stored(session)).toHaveLength(2);
  });

  it('asks once more when a reply does not parse, then succeeds', async () => {
    fake.queue({ kind: 'text', content: '{"response": "cut off' }, { kind: 'json', content: modelReply({ response: 'Second time lucky.' }) });
    const before = fake.requests.length;
    const res = await say(await newSession(), 'Client discussed her goals.');
    expect(res.json()).toMatchObject({ status: 'ok', response: 'Second time lucky.' });
    expect(fake.requests.length - before).toBe(2);
  });

  it('degrades after two unreadable replies: the user message is kept, no broken assistant message is stored', async () => {
    const session = await newSession();
    fake.queue({ kind: 'text', content: 'not json at all' }, { kind: 'json', content: { response: 42 } });
    const res = await say(session, 'Client discussed her goals.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', message: 'AI temporarily unavailable. Your message is saved; please try again.' });
    const rows = await stored(session);
    expect(rows.map((m) => m.role)).toEqual(['user']);
  });

  it('degrades when the provider answers 503, and a retry with the same message_id then succeeds without a duplicate', async () => {
    const session = await newSession();
    const payload = { user_input: 'Client reported progress.', session_id: session, message_id: crypto.randomUUID() };
    fake.queue({ kind: 'status', status: 503 });
    const first = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(first.json().status).toBe('degraded');
    fake.queue({ kind: 'json', content: modelReply({ response: 'Noted.' }) });
    const retry = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(retry.json()).toMatchObject({ status: 'ok', response: 'Noted.', already_processed: false });
    expect((await stored(session)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('sends the model the newest 40 earlier messages, and a retried turn’s stored message only once', async () => {
    const session = await newSession();
    const start = Date.now() - 3_600_000;
    await t.app.services.db.insert(messages).values(
      Array.from({ length: 90 }, (_, i) => ({
        conversationId: session,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `Earlier point ${String(i).padStart(3, '0')}x.`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const payload = { user_input: 'Client reported progress with sleep.', session_id: session, message_id: crypto.randomUUID() };
    fake.queue({ kind: 'status', status: 503 });
    expect((await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }))).json().status).toBe('degraded');
    fake.queue({ kind: 'json', content: modelReply({ response: 'Noted.' }) });
    expect((await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }))).json().status).toBe('ok');
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent.split('Client reported progress with sleep.')).toHaveLength(2);
    expect(sent).toContain('Earlier point 089x.');
    expect(sent).toContain('Earlier point 050x.');
    expect(sent).not.toContain('Earlier point 049x.');
  });

  it('answers 503 ai_unreachable when the model is slower than AI_TIMEOUT_MS', async () => {
    const impatient = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' },
    });
    const who = await impatient.login('alice');
    const session = (await impatient.app.inject(as(who, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    fake.queue({ kind: 'json', content: modelReply(), delayMs: 5000 });
    const res = await impatient.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/engine/respond',
        payload: { user_input: 'Client described a hard week.', session_id: session, message_id: crypto.randomUUID() },
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'ai_unreachable', message: 'AI temporarily unreachable. Please try again shortly.' });
    expect((await impatient.app.services.db.select().from(messages).where(eq(messages.conversationId, session))).map((m) => m.role)).toEqual(['user']);
    await impatient.app.close();
  });

  it('a slow reply within the budget is fine', async () => {
    fake.queue({ kind: 'json', content: modelReply({ response: 'Took a moment.' }), delayMs: 300 });
    expect((await say(await newSession(), 'Client described a hard week.')).json().response).toBe('Took a moment.');
  });

  it('streams a streamed reply: deltas arrive before the end and add up to the stored message', async () => {
    const session = await newSession();
    fake.queue({
      kind: 'stream',
      content: modelReply({ response: 'Thank you. What did you notice about her affect and engagement today?' }),
      chunkSize: 8,
      chunkDelayMs: 5,
    });
    const res = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: '/api/engine/respond/stream',
        payload: { user_input: 'She talked about her mother.', session_id: session, message_id: crypto.randomUUID() },
      }),
    );
    const events = res.body
      .trim()
      .split('\n\n')
      .map((b) => ({ event: /^event: (.+)$/m.exec(b)![1], data: JSON.parse(/^data: (.+)$/m.exec(b)![1]!) }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(done.data.response);
    expect(done.data.response).toBe('Thank you. What did you notice about her affect and engagement today?');
    expect(fake.requests.at(-1)).toMatchObject({ stream: true });
  });

  it('answers practice-data questions from the database, not the model', async () => {
    const before = fake.requests.length;
    const res = await say(await newSession(), 'Which notes are pending?');
    expect(res.json().response).toContain('Sam Lee');
    expect(fake.requests.length).toBe(before);
  });

  it('answers the vault actions on the server too: the excerpt and the names never go to the model', async () => {
    const session = await newSession();
    await say(session, 'Which notes are pending?');
    const before = fake.requests.length;
    const offer = await say(session, 'yes, offer vault deidentify');
    expect(offer.json().vault_offer).toMatchObject({
      deidentify: true,
      // Sam's and Jordan's sessions are at the same time: each gets a letter, in the pending list's order.
      pseudonyms: expect.arrayContaining([{ original: 'Sam Lee', replacement: expect.stringMatching(/^Client [AB]$/) }]),
    });
    expect((await say(session, 'yes, ask vault pseudonym')).json().response).toContain('name = pseudonym');
    expect((await say(session, 'Sam Lee = Alex')).json().vault_offer.pseudonyms).toContainEqual({ original: 'Sam Lee', replacement: 'Alex' });
    expect(fake.requests.length).toBe(before);
    // The next turn goes to the model without the vault exchange (it names clients and pseudonyms).
    fake.queue({ kind: 'json', content: modelReply({ response: 'Good question.' }) });
    await say(session, 'How might I structure next week?');
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain('How might I structure next week?');
    expect(sent).not.toMatch(/Alex|Client [AB]|offer vault|Save to Vault is open/);
  });
});

describe('the risk screen beside the model', () => {
  const passiveIdeation =
    'Session with Sam today. She said work has been relentless and she is sleeping maybe five hours a night. She cried when she talked about her sister. She said everyone would be better off without her. We worked on a thought record about the guilt, and she will keep one every day this week.';

  it('a drafted note that leaves out the risk in the account gets it back, with a Risk screen insight, and the saved note is risk-positive', async () => {
    const session = await newSession();
    const prefs = { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.sam } };
    fake.queue({ kind: 'json', content: modelReply({ response: 'Thank you. How would you assess her risk?' }) });
    const first = (await say(session, passiveIdeation, prefs)).json();
    expect(first.status).toBe('ok');
    expect(first.insights[0].title).toMatch(/^Risk screen/);
    expect(first.suggested_action).toBe('risk_assessment');

    // The model's note drops the passive ideation.
    fake.queue({
      kind: 'json',
      content: modelReply({
        response: 'Here is the SOAP note.',
        note: modelSoapNote({
          subjective: ['Client reported a demanding work schedule and about five hours of sleep a night.'],
          objective: ['Client was tearful when discussing her sister.'],
          assessment: [],
          plan: ['Client will keep a daily thought record.'],
        }),
      }),
    });
    const answer = (await say(session, 'yes, soap note', prefs)).json();
    expect(answer).toMatchObject({ status: 'ok', document_type: 'soap_note' });
    expect(answer.note_content).toContain('## Risk language in your account');
    expect(answer.note_content).toContain('She said everyone would be better off without her.');
    expect(answer.insights.some((i: { title: string }) => i.title.startsWith('Risk screen'))).toBe(true);

    // The job may already be running on the app's own worker (PostgreSQL skips the locked row): wait for its note.
    await t.app.services.jobs.runUntilIdle();
    const saved = await vi.waitFor(
      async () => {
        const [row] = await t.app.services.db.select().from(notes).where(eq(notes.conversationId, session));
        if (!row) throw new Error('note not saved yet');
        return row;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(saved.noteContent).toContain('Risk language in your account');
    const detail = (await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${saved.id}` }))).json();
    expect(detail.risk_positive).toBe(true);
  });

  it('a turn with risk language answered while the model is down still carries the Risk screen insight', async () => {
    fake.queue({ kind: 'status', status: 503 });
    const res = await say(await newSession(), 'She said she has been thinking about killing herself and she has been saving up her pills.');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('degraded');
    expect(body.insights).toHaveLength(1);
    expect(body.insights[0].title).toMatch(/^Risk screen/);
    expect(body.insights[0].severity).toBe('critical');
  });
});

describe('GET /api/health/ai', () => {
  it('reports the engine and host from a real probe, never the key, cached for 60 s', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health/ai' });
    expect(ok.json()).toEqual({ ok: true, where: `openai-compatible test-model at ${new URL(fake.baseUrl).host}` });
    expect(ok.body).not.toContain('sk-test-secret');
    fake.modelsStatus = 503;
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ai' })).json().ok).toBe(true);
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ai' })).json()).toMatchObject({ ok: false, reason: 'HTTP 503' });
    fake.modelsStatus = 200;
  });
});

describe('provider down', () => {
  it('answers 503 ai_unreachable when nothing listens at AI_BASE_URL', async () => {
    const down = await createTestApp({ env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'x' } });
    const who = await down.login('alice');
    const session = (await down.app.inject(as(who, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    const res = await down.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/engine/respond',
        payload: { user_input: 'hello there, session recap', session_id: session, message_id: crypto.randomUUID() },
      }),
    );
    expect(res.statusCode).toBe(503);
    expect((await down.app.inject({ method: 'GET', url: '/api/health/ai' })).json()).toMatchObject({ ok: false, reason: 'unreachable' });
    await down.app.close();
  });
});
