import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { jobs } from '@tend/db/schema/jobs';
import { notes } from '@tend/db/schema/notes';
import { notifications } from '@tend/db/schema/notifications';
import { clients } from '@tend/db/schema/clients';
import { conversations, messages } from '@tend/db/schema/conversations';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';
import { saveConversationDraft } from './conversation-draft';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const account = 'Jordan reported fewer panic attacks this week. He appeared calm and engaged. We will continue weekly CBT and he will practise box breathing.';
const soap = { note_prefs: { write_soap: true, patient_id: '' } };

/** Today's session of Alice with Jordan, an hour ago, not yet documented: the visit being written up. */
async function todaysVisit(status: 'completed' | 'scheduled' = 'completed'): Promise<string> {
  // Each test's visit is the latest one (the test clock stands still otherwise).
  t.clock.advance(60_000);
  const start = new Date(t.clock.now.getTime() - 60 * 60_000);
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.jordan!,
      providerId: alice.userId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 50 * 60_000),
      status,
      serviceCode: '90834',
    })
    .returning();
  return row!.id;
}

const newConversation = async () => (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;

/** A request for a SOAP note in note mode, as the panel sends it, and the drafted-note job run to its end. */
async function askForSoap(session: string, text = 'yes, soap note') {
  const prefs = { note_prefs: { ...soap.note_prefs, patient_id: t.seeded.clientIds.jordan } };
  const answer = await sayAs(t, alice, session, text, prefs);
  expect(answer.statusCode).toBe(200);
  expect(answer.json().document_type).toBe('soap_note');
  await jobsSettled();
  return answer.json<{ note_content: string }>();
}

/** Every job queued for Alice has ended (on PostgreSQL the runner the answer kicked may hold one while this one finds none). */
async function jobsSettled(): Promise<void> {
  await t.app.services.jobs.runUntilIdle();
  for (;;) {
    const open = await t.app.services.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.userId, alice.userId), inArray(jobs.status, ['queued', 'running'])));
    if (open.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A conversation with the session's account in it, then the request. */
async function newConversationAsking(text?: string) {
  const session = await newConversation();
  await sayAs(t, alice, session, account, { note_prefs: { ...soap.note_prefs, patient_id: t.seeded.clientIds.jordan } });
  await askForSoap(session, text);
  return session;
}

const soapNotesOf = (encounterId: string) =>
  t.app.services.db
    .select()
    .from(notes)
    .where(and(eq(notes.encounterId, encounterId), eq(notes.documentType, 'soap_note')));
const versionsOf = async (noteId: string, who: Credentials = alice) => t.app.inject(as(who, { method: 'GET', url: `/api/notes/${noteId}/versions` }));
const versionOf = async (noteId: string, n: number, who: Credentials = alice) =>
  t.app.inject(as(who, { method: 'GET', url: `/api/notes/${noteId}/versions/${n}` }));
const bellsFor = (noteId: string) =>
  t.app.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'note_created'), like(notifications.link, `%${noteId}`)));
const unattachedDraftsOfJordan = () =>
  t.app.services.db
    .select()
    .from(notes)
    .where(and(eq(notes.clientId, t.seeded.clientIds.jordan!), eq(notes.status, 'draft')))
    .then((rows) => rows.filter((n) => n.encounterId === null));

describe('one draft per visit and document type', () => {
  it('three requests for a SOAP note for one visit, from three conversations, make one draft with three versions and ring the bell once', async () => {
    const visit = await todaysVisit();
    for (let i = 0; i < 3; i++) await newConversationAsking();

    const drafts = await soapNotesOf(visit);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'draft', authorId: alice.userId });
    // None left over beside the visit either.
    expect(await unattachedDraftsOfJordan()).toEqual([]);
    const res = await versionsOf(drafts[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().versions).toEqual(
      [1, 2, 3].map((number) => ({ number, source: 'assistant', created_at: expect.any(String), author_name: 'Dr Alice Moreno' })),
    );
    expect(await bellsFor(drafts[0]!.id)).toHaveLength(1);
    // The draft's text is the newest generation.
    expect((await versionOf(drafts[0]!.id, 3)).json().content).toBe(drafts[0]!.noteContent);
  });

  it('three requests in one conversation update its draft too: three versions, one bell', async () => {
    const visit = await todaysVisit();
    const session = await newConversationAsking();
    await askForSoap(session, 'write a SOAP note');
    await askForSoap(session);

    const drafts = await soapNotesOf(visit);
    expect(drafts).toHaveLength(1);
    expect((await versionsOf(drafts[0]!.id)).json().versions.map((v: { number: number }) => v.number)).toEqual([1, 2, 3]);
    expect(await bellsFor(drafts[0]!.id)).toHaveLength(1);
  });

  it('a request after the clinician edited the draft keeps the edit as a version of its own', async () => {
    const visit = await todaysVisit();
    const session = await newConversationAsking();
    const [draft] = await soapNotesOf(visit);
    const edited = `${draft!.noteContent}\nClient agreed to bring the thought record next week.`;
    expect((await t.app.inject(as(alice, { method: 'PATCH', url: `/api/notes/${draft!.id}`, payload: { note_content: edited } }))).statusCode).toBe(200);

    const regenerated = await askForSoap(session);
    const versions = (await versionsOf(draft!.id)).json().versions as { number: number; source: string }[];
    expect(versions.map((v) => [v.number, v.source])).toEqual([
      [1, 'assistant'],
      [2, 'clinician'],
      [3, 'assistant'],
    ]);
    expect((await versionOf(draft!.id, 2)).json()).toMatchObject({ content: edited, source: 'clinician', author_name: 'Dr Alice Moreno' });
    const [after] = await soapNotesOf(visit);
    expect(after!.noteContent).toBe(regenerated.note_content);
    // Nothing more is kept when the text is the latest generation's.
    await askForSoap(session);
    expect((await versionsOf(draft!.id)).json().versions.map((v: { source: string }) => v.source)).toEqual([
      'assistant',
      'clinician',
      'assistant',
      'assistant',
    ]);
    const regenerations = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, draft!.id), eq(auditEvents.action, 'regenerate')));
    expect(regenerations.map((e) => [e.actorId, e.outcome])).toEqual([
      [alice.userId, 'success'],
      [alice.userId, 'success'],
    ]);
  });

  it('a signed note is never touched: the next request makes one new draft, and later ones update it', async () => {
    const visit = await todaysVisit();
    const first = await newConversationAsking();
    const [note] = await soapNotesOf(visit);
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${note!.id}/approve` }))).statusCode).toBe(200);
    const [signed] = await soapNotesOf(visit);

    await askForSoap(first);
    await newConversationAsking();
    const [after] = await soapNotesOf(visit);
    expect(after).toEqual(signed);
    expect((await versionsOf(note!.id)).json().versions).toHaveLength(1);
    // The second note: one draft, attached to no visit (the appointment's SOAP note is the signed one), regenerated once.
    const second = await unattachedDraftsOfJordan();
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ documentType: 'soap_note', authorId: alice.userId });
    expect((await versionsOf(second[0]!.id)).json().versions).toHaveLength(2);
    expect(await bellsFor(second[0]!.id)).toHaveLength(1);
    // Clear it away for the tests after: it is signed too.
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${second[0]!.id}/approve` }))).statusCode).toBe(200);
  });

  it('the drafted-note job run again for the same turn adds no second version', async () => {
    await todaysVisit();
    const { db } = t.app.services;
    const [client] = await db.select().from(clients).where(eq(clients.id, t.seeded.clientIds.jordan!));
    const [author] = await db.select().from(users).where(eq(users.id, alice.userId));
    const [conversation] = await db.insert(conversations).values({ userId: alice.userId, clientId: client!.id, title: 'Session recap' }).returning();
    // Not empty, so no later "new conversation" reuses it.
    await db.insert(messages).values({ conversationId: conversation!.id, role: 'user', content: account });
    const input = {
      client: client!,
      author: author!,
      conversationId: conversation!.id,
      documentType: 'soap_note' as const,
      content: '## Plan\nContinue weekly CBT.',
      now: t.clock.now,
      mode: 'generation' as const,
      messageId: crypto.randomUUID(),
    };
    const saved = await db.transaction((tx) => saveConversationDraft(tx, input));
    const again = await db.transaction((tx) => saveConversationDraft(tx, input));
    expect(saved.created).toBe(true);
    expect(again).toEqual({ noteId: saved.noteId, created: false });
    expect((await versionsOf(saved.noteId)).json().versions).toHaveLength(1);
  });
});

describe('the completion badge', () => {
  const stats = async () => (await t.app.inject(as(alice, { method: 'GET', url: '/api/notes/completion-stats' }))).json();

  it('a visit with an unsigned draft is not documented, even beside a signed note or before it is marked held', async () => {
    const before = await stats();
    // Signed SOAP note, then a client summary drafted by hand and left unsigned.
    const visit = await todaysVisit();
    await newConversationAsking();
    const [soapNote] = await soapNotesOf(visit);
    await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${soapNote!.id}/approve` }));
    expect(await stats()).toMatchObject({ pending_count: before.pending_count, total_sessions: before.total_sessions + 1 });
    const summary = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: '/api/save_note_db',
        payload: new URLSearchParams({
          user_id: alice.userId,
          encounter_id: visit,
          document_type: 'client_summary',
          note_content: 'Summary.',
          approved: 'false',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(summary.statusCode).toBe(201);
    // Written by hand: its first version is the clinician's.
    expect((await versionsOf(summary.json().note_id)).json().versions).toEqual([expect.objectContaining({ number: 1, source: 'clinician' })]);
    const withDraft = await stats();
    expect(withDraft).toMatchObject({ pending_count: before.pending_count + 1, all_documented: false });

    // A visit still marked scheduled whose note was begun counts too.
    const unmarked = await todaysVisit('scheduled');
    await newConversationAsking();
    expect((await soapNotesOf(unmarked))[0]).toMatchObject({ status: 'draft' });
    expect(await stats()).toMatchObject({ pending_count: withDraft.pending_count + 1, total_sessions: withDraft.total_sessions + 1 });
  });
});

describe('GET /api/notes/:id/versions', () => {
  it('answers whoever may read the note, audited; another practice’s clinician gets 404 for the list and each version, also audited', async () => {
    const noteId = t.seeded.noteIds.jordan!;
    const carla = await t.login('carla');
    expect((await versionsOf(noteId, carla)).statusCode).toBe(200);
    const one = await versionOf(noteId, 1, carla);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ number: 1, content: expect.any(String) });

    const omar = await t.login('omar');
    const list = await versionsOf(noteId, omar);
    expect(list.statusCode).toBe(404);
    expect(list.json().versions).toBeUndefined();
    const single = await versionOf(noteId, 1, omar);
    expect(single.statusCode).toBe(404);
    expect(single.json().content).toBeUndefined();
    expect((await versionOf(noteId, 99)).statusCode).toBe(404);
    expect((await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${noteId}/versions/abc` }))).statusCode).toBe(400);

    const trail = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, noteId), like(auditEvents.action, '%version%')));
    const byWho = trail.map((e) => [e.action, e.actorId === omar.userId ? 'omar' : e.actorId === carla.userId ? 'carla' : 'alice', e.outcome]);
    expect(byWho).toEqual(
      expect.arrayContaining([
        ['list_versions', 'carla', 'success'],
        ['read_version', 'carla', 'success'],
        ['list_versions', 'omar', 'not_found'],
        ['read_version', 'omar', 'not_found'],
        ['read_version', 'alice', 'not_found'],
      ]),
    );
  });
});
