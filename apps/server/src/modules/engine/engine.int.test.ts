import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages } from '@tend/db/schema/conversations';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const newSession = async (who: Credentials = alice) =>
  (await t.app.inject(as(who, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
const say = (session: string, text: string, extra: Record<string, unknown> = {}, who: Credentials = alice) => sayAs(t, who, session, text, extra);
const storedMessages = (session: string) => t.app.services.db.select().from(messages).where(eq(messages.conversationId, session));

describe('the built-in assistant, as a clinician uses it', () => {
  it('drafts a SOAP note from the clinician’s own sentences, asking for what is missing', async () => {
    const session = await newSession();
    const prefs = { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.sam } };
    const first = await say(
      session,
      'Sam reported feeling anxious about work most days this week. He said his sleep has been poor. He appeared tired and his affect was anxious.',
      prefs,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'ok', suggested_action: 'soap_note', already_processed: false });
    expect(first.json().response).toContain('How would you assess');

    await say(session, 'We will continue weekly CBT and he will practise box breathing before meetings.', prefs);
    const note = await say(session, 'yes, soap note', prefs);
    const body = note.json();
    expect(body).toMatchObject({ document_type: 'soap_note', patient_display: 'Sam Lee', client_name: 'Sam Lee' });
    expect(body.note_content).toContain('## Subjective\nSam reported feeling anxious about work most days this week. He said his sleep has been poor.');
    expect(body.note_content).toContain('## Objective\nHe appeared tired and his affect was anxious.');
    expect(body.note_content).toContain('## Assessment\n_Not discussed in session._');
    // In the note's voice: third person, the clinician's "we" made explicit.
    expect(body.note_content).toContain('## Plan\nClinician and client will continue weekly CBT. He will practise box breathing before meetings.');
    // Nothing the clinician did not say, and never a denial of risk.
    expect(body.note_content).not.toMatch(/denies|SI\b|HI\b/);
  });

  it('without a selected client, note mode says so and writes no note', async () => {
    const session = await newSession();
    const res = await say(session, 'Client talked about her grief and cried twice.', { note_prefs: { write_soap: true } });
    expect(res.json().response).toContain('Chat will proceed without saving a note. Select a patient to write a note.');
    const note = await say(session, 'yes, soap note', { note_prefs: { write_soap: true } });
    expect(note.json().note_content).toBeNull();
  });

  it('answers "which notes are pending?" from the real caseload', async () => {
    const res = await say(await newSession(), 'Which notes are pending?');
    const body = res.json();
    expect(body.response).toMatch(/2 past sessions without a signed note/);
    expect(body.response).toContain('Sam Lee');
    expect(body.response).toContain('Jordan Blake');
    expect(body.response).not.toContain('Priya');
    expect(body.insights[0]).toMatchObject({ title: 'Pending notes', severity: 'warning', metric_value: 2, metric_unit: 'notes' });
    expect(body.recommendations[0].action_items).toHaveLength(2);
  });

  it('flags risk language as a warning with a risk-assessment suggestion, but not a denial', async () => {
    const session = await newSession();
    const denial = await say(session, 'Client denies SI/HI and reports a better week.');
    expect(denial.json().insights).toEqual([]);
    expect(denial.json().suggested_action).toBeNull();
    const risk = await say(session, 'She reported passive SI after the argument on Sunday.');
    expect(risk.json().suggested_action).toBe('risk_assessment');
    expect(risk.json().insights[0]).toMatchObject({ severity: 'warning', title: 'Risk screen: low risk' });
    expect(risk.json().insights[0].description).toContain('passive suicidal ideation');
  });

  it('greets with one of the fixed lines and says plainly that it is rule-based', async () => {
    const session = await newSession();
    expect((await say(session, 'Hello')).json().response).toMatch(/^(Hello!|Hi there|Welcome back|Good to see you)/);
    expect((await say(session, 'What can you do?')).json().response).toContain('without an AI model, using rules');
  });
});

describe('a dictation is never mistaken for a request', () => {
  const dictation = [
    "Okay, so today's session was with Sam, her sixth.",
    'She came in looking exhausted and said the night shifts have wrecked her sleep.',
    'She said she has been having thoughts of killing herself almost every day this week, and she has a plan to overdose on the pills left over from her surgery.',
    'She said she has been saving up her pills in a shoebox in her closet.',
    'She was tearful for most of the session and her eye contact was poor.',
    'We went straight to safety planning and I called her sister with her in the room.',
    'I think her acute risk today is high and I want her seen for an emergency evaluation before she leaves the clinic.',
  ].join(' ');

  it('an account with "today’s session" and active suicidal ideation with plan and means is noted, flagged critical, and written up', async () => {
    const session = await newSession();
    const prefs = { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.sam } };
    const res = await say(session, dictation, prefs);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Not the calendar question.
    expect(body.response).toMatch(/^Noted/);
    expect(body.response).not.toMatch(/appointments? on your calendar|Today you have/);
    expect(body.insights[0].title).toMatch(/^Risk screen/);
    expect(body.insights[0].severity).toBe('critical');
    expect(body.suggested_action).toBe('risk_assessment');

    const note = (await say(session, 'yes, soap note', prefs)).json();
    expect(note.document_type).toBe('soap_note');
    expect(note.note_content).toContain('thoughts of killing herself almost every day this week');
    expect(note.note_content).toContain('a plan to overdose on the pills left over from her surgery');
    expect(note.note_content).toContain('saving up her pills in a shoebox in her closet');
    expect(note.note_content).toContain('emergency evaluation');
    // The note carries the risk itself, so nothing had to be appended.
    expect(note.note_content).not.toContain('Risk language in your account');
  });
});

describe('the vault actions (spec 9), as a clinician uses them', () => {
  it('offers the last reply for the vault, proposes pseudonyms for client names, takes the clinician’s own, and the saved entry is de-identified', async () => {
    const session = await newSession();
    await say(session, 'Which notes are pending?');
    const pendingReply = (await storedMessages(session)).find((m) => m.role === 'assistant')!.content;

    const save = (await say(session, 'Please save this to my vault')).json();
    expect(save.vault_offer).toEqual({
      turns: [
        { role: 'user', content: 'Which notes are pending?' },
        { role: 'assistant', content: pendingReply },
      ],
      deidentify: false,
      pseudonyms: [],
    });
    // The reply names clients, so de-identification is suggested next.
    expect(save.suggested_action).toBe('offer_vault_deidentify');

    const deid = (await say(session, 'yes, offer vault deidentify')).json();
    expect(deid.vault_offer.deidentify).toBe(true);
    expect(deid.vault_offer.turns.at(-1).content).toBe(pendingReply);
    // One row per client, each its own pseudonym, lettered in the order they are mentioned.
    expect(deid.vault_offer.pseudonyms).toHaveLength(2);
    expect(deid.vault_offer.pseudonyms.map((p: { original: string }) => p.original).sort()).toEqual(['Jordan Blake', 'Sam Lee']);
    expect(deid.vault_offer.pseudonyms.map((p: { replacement: string }) => p.replacement)).toEqual(['Client A', 'Client B']);
    const jordanAs = deid.vault_offer.pseudonyms.find((p: { original: string }) => p.original === 'Jordan Blake').replacement;
    // Stored replies never repeat client names.
    expect(deid.response).not.toMatch(/Sam|Jordan/);
    expect(deid.suggested_action).toBe('ask_vault_pseudonym');

    const ask = (await say(session, 'yes, ask vault pseudonym')).json();
    expect(ask.response).toBe('Which pseudonym should replace each name? The excerpt mentions 2 client names. Reply with one per line, as: name = pseudonym');
    expect(ask.vault_offer).toBeNull();

    const chosen = (await say(session, 'Sam Lee = Alex')).json();
    expect(chosen.vault_offer.pseudonyms).toEqual([
      { original: 'Jordan Blake', replacement: jordanAs },
      { original: 'Sam Lee', replacement: 'Alex' },
    ]);
    expect(chosen.vault_offer.turns.at(-1).content).toBe(pendingReply);

    // The offer is kept with the message, so the panel can reopen it after a reload.
    const page = (await t.app.inject(as(alice, { method: 'GET', url: `/api/conversations/${session}/messages` }))).json();
    expect(page.messages.at(-1).vault_offer).toEqual(chosen.vault_offer);

    const offer = chosen.vault_offer as { turns: { role: string; content: string }[]; pseudonyms: { original: string; replacement: string }[] };
    const saved = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: '/api/vault/save',
        payload: {
          text: offer.turns.at(-1)!.content,
          user_id: alice.userId,
          folder: 'Administrative',
          surrounding_turns: offer.turns,
          deidentify: { pseudonyms: offer.pseudonyms },
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().entry.text).toContain('Alex');
    expect(saved.json().entry.text).not.toMatch(/Sam|Jordan/);
  });

  it('says so when there is nothing to save yet', async () => {
    const res = (await say(await newSession(), 'save this to the vault')).json();
    expect(res.response).toContain('nothing in this conversation to save yet');
    expect(res.vault_offer).toBeNull();
  });
});

describe('POST /api/engine/respond idempotency', () => {
  it('a repeated message_id returns the stored answer and writes nothing twice', async () => {
    const session = await newSession();
    const payload = { user_input: 'Jordan described a calmer week at work.', session_id: session, message_id: crypto.randomUUID() };
    const first = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    const again = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(again.json()).toEqual({ ...first.json(), already_processed: true });
    expect(await storedMessages(session)).toHaveLength(2);
  });

  it('an answer stored before a field existed replays with that field blank', async () => {
    const session = await newSession();
    const payload = { user_input: 'Sam slept better this week.', session_id: session, message_id: crypto.randomUUID() };
    const first = (await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }))).json();
    await t.app.services.db.execute(sql`update engine_requests set answer = answer - 'vault_offer' where message_id = ${payload.message_id}::uuid`);
    const again = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(again.json()).toEqual({ ...first, vault_offer: null, already_processed: true });
  });

  it('a claim left processing by a server that died is re-run once its lease has passed', async () => {
    const session = await newSession();
    const payload = { user_input: 'Jordan kept a sleep diary all week.', session_id: session, message_id: crypto.randomUUID() };
    const first = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(first.statusCode).toBe(200);
    // What a kill -9 between claim and answer leaves: the claim and the user's message, no answer.
    const { db } = t.app.services;
    await db.execute(
      sql`update engine_requests set status = 'processing', answer = null, claimed_at = now() - interval '10 minutes' where message_id = ${payload.message_id}::uuid`,
    );
    await db.delete(messages).where(eq(messages.id, first.json().assistant_message_id));

    const retry = await t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().already_processed).toBe(false);
    const stored = await storedMessages(session);
    expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    expect(stored.filter((m) => m.content === payload.user_input)).toHaveLength(1);
  });

  it('two racing repeats store one exchange', async () => {
    const session = await newSession();
    const payload = { user_input: 'Jordan practised the grounding exercise daily.', session_id: session, message_id: crypto.randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject(as(alice, { method: 'POST', url: '/api/engine/respond', payload }))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().already_processed === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().assistant_message_id)).size).toBe(1);
    expect(await storedMessages(session)).toHaveLength(2);
  });

  it('an unknown or another user’s session answers create_session and stores nothing', async () => {
    const ben = await t.login('ben');
    const bens = await newSession(ben);
    for (const session of [crypto.randomUUID(), bens]) {
      const res = await say(session, 'hello');
      expect(res.json()).toMatchObject({ action: 'create_session', response: '' });
    }
    expect(await storedMessages(bens)).toHaveLength(0);
  });

  it('a client outside the caller’s caseload is 404 and stores nothing', async () => {
    const session = await newSession();
    const res = await say(session, 'Session notes', { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.priya } });
    expect(res.statusCode).toBe(404);
    expect(await storedMessages(session)).toHaveLength(0);
  });

  it('rejects an empty message naming the field', async () => {
    const res = await say(await newSession(), '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body.user_input', message: 'Message is empty' });
  });
});

describe('streaming', () => {
  it('streams the reply as SSE deltas whose text is the stored message', async () => {
    const session = await newSession();
    const res = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: '/api/engine/respond/stream',
        payload: { user_input: 'Which notes are pending?', session_id: session, message_id: crypto.randomUUID() },
      }),
    );
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)![1], data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!) }));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(deltas.map((d) => d.data.text).join('')).toBe(done.data.response);
    const [stored] = await t.app.services.db.select().from(messages).where(eq(messages.id, done.data.assistant_message_id));
    expect(stored!.content).toBe(done.data.response);
  });
});

describe('finalize-session', () => {
  it('titles the conversation, writes the pending draft note once, and records completion', async () => {
    // Today's visit, not yet documented (the seeded one already has its draft, which would be kept as it is).
    const start = new Date(t.clock.now.getTime() - 2 * 60 * 60_000);
    await t.app.services.db.insert(encounters).values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.jordan!,
      providerId: alice.userId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 50 * 60_000),
      status: 'completed',
    });
    const session = await newSession();
    const prefs = { note_prefs: { write_soap: true, patient_id: t.seeded.clientIds.jordan } };
    await say(session, 'Jordan reported fewer panic attacks this week. He appeared calm and engaged.', prefs);
    // Leaving several times, with several workers running at once: still one draft.
    const finalize = () => t.app.inject(as(alice, { method: 'POST', url: '/api/engine/finalize-session', payload: { session_id: session } }));
    const answers = await Promise.all([finalize(), finalize(), finalize(), finalize()]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    await Promise.all([1, 2, 3, 4].map(() => t.app.services.jobs.runUntilIdle()));

    const [conversation] = await t.app.services.db.select().from(conversations).where(eq(conversations.id, session));
    expect(conversation!.title).toMatch(/^Jordan Blake — \d{4}-\d{2}-\d{2}$/);
    expect(conversation!.finalizedAt).not.toBeNull();
    const drafts = await t.app.services.db.select().from(notes).where(eq(notes.conversationId, session));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'draft', documentType: 'soap_note', clientId: t.seeded.clientIds.jordan, authorId: alice.userId });
    expect(drafts[0]!.noteContent).toContain('Jordan reported fewer panic attacks this week.');
  });
});
