import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone } from '@tend/contracts/calendar-days';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../auth/actor';
import { callerTimeZone } from '../users/caller-time-zone';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** A fresh past appointment of Alice with one of her clients (Sam unless named), with no note yet. */
async function newEncounter(client: 'sam' | 'jordan' = 'sam'): Promise<string> {
  const start = new Date(t.clock.now.getTime() - 3 * 60 * 60_000);
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds[client]!,
      providerId: alice.userId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 50 * 60_000),
      status: 'completed',
      serviceCode: '90834',
    })
    .returning();
  return row!.id;
}

const save = (fields: Record<string, string>, who: Credentials = alice) =>
  t.app.inject(
    as(who, { method: 'POST', url: '/api/save_note_db', ...form({ user_id: who.userId, document_type: 'soap_note', approved: 'false', ...fields }) }),
  );

describe('signing', () => {
  it('the author approves a draft: signer and time recorded, then it is locked', async () => {
    const id = t.seeded.noteIds.sam!;
    const res = await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', signed_by: alice.userId, signed_at: t.clock.now.toISOString(), can_approve: false });
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve` }))).statusCode).toBe(409);
    const edit = await t.app.inject(as(alice, { method: 'POST', url: '/api/notes/insert-soap', payload: { note_id: id, content: 'silently changed' } }));
    expect(edit.statusCode).toBe(409);
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, id));
    expect(stored!.noteContent).not.toContain('silently changed');
  });

  it('later changes to a signed note are addenda with author and time', async () => {
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: `/api/notes/${t.seeded.noteIds.sam}/addenda`, payload: { text: 'Client called on Monday to report improved sleep.' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().addenda).toEqual([
      {
        id: expect.any(String),
        author_name: 'Dr Alice Moreno',
        text: 'Client called on Monday to report improved sleep.',
        created_at: t.clock.now.toISOString(),
      },
    ]);
  });

  it('a supervisor who can read the note cannot sign it; a colleague who cannot read it gets 404', async () => {
    const carla = await t.login('carla');
    const ben = await t.login('ben');
    const id = t.seeded.noteIds.jordan!;
    const bySupervisor = await t.app.inject(as(carla, { method: 'POST', url: `/api/notes/${id}/approve` }));
    expect(bySupervisor.statusCode).toBe(403);
    expect((await t.app.inject(as(ben, { method: 'POST', url: `/api/notes/${id}/approve` }))).statusCode).toBe(404);
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, id));
    expect(stored).toMatchObject({ status: 'draft', signedBy: null });
  });

  it('a note with risk language needs the clinician’s response before signing', async () => {
    const encounter = await newEncounter();
    const created = await save({
      encounter_id: encounter,
      note_content: '## Subjective\nClient reported passive SI after an argument.\n## Plan\nSafety plan reviewed.',
    });
    const id = created.json().note_id;
    const detail = await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${id}` }));
    expect(detail.json()).toMatchObject({ risk_positive: true, risk_response: null });
    const refused = await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve`, payload: {} }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('risk_response_required');
    const noReason = await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve`, payload: { risk_response: { action: 'no_action' } } }));
    expect(noReason.json().details[0]).toEqual({ field: 'body.risk_response.reason', message: 'Say why no action is needed' });
    const ok = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: `/api/notes/${id}/approve`,
        payload: { risk_response: { action: 'safety_plan_reviewed', reason: 'Reviewed and updated together.' } },
      }),
    );
    expect(ok.json()).toMatchObject({ status: 'approved', risk_response: { action: 'safety_plan_reviewed', reason: 'Reviewed and updated together.' } });
  });

  it('a denial is not risk language', async () => {
    const res = await save({ encounter_id: await newEncounter(), note_content: '## Subjective\nClient denies SI/HI.' });
    expect((await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${res.json().note_id}` }))).json().risk_positive).toBe(false);
  });
});

describe('saving from the chat', () => {
  it('racing saves for one appointment make exactly one note', async () => {
    const encounter = await newEncounter();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => save({ encounter_id: encounter, note_content: `## Subjective\nAttempt ${i}.` })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json().note_id;
    for (const loser of results.filter((r) => r.statusCode === 409)) expect(loser.json().details).toEqual({ duplicate_exists: true, note_id: winner });
    expect(
      await t.app.services.db
        .select()
        .from(notes)
        .where(and(eq(notes.encounterId, encounter), eq(notes.documentType, 'soap_note'))),
    ).toHaveLength(1);
  });

  it('check_duplicate_note reports the existing note; a note with an id skips the check', async () => {
    const encounter = await newEncounter();
    const check = () =>
      t.app.inject(
        as(alice, {
          method: 'POST',
          url: '/api/check_duplicate_note',
          ...form({ user_id: alice.userId, encounter_id: encounter, document_type: 'soap_note' }),
        }),
      );
    expect((await check()).json()).toEqual({ duplicate_exists: false, note_id: null });
    const first = await save({ encounter_id: encounter, note_content: '## Plan\nContinue.' });
    expect((await check()).json()).toEqual({ duplicate_exists: true, note_id: first.json().note_id });
    const update = await save({ encounter_id: encounter, note_id: first.json().note_id, note_content: '## Plan\nContinue weekly.', approved: 'true' });
    expect(update.json()).toEqual({ note_id: first.json().note_id, status: 'approved', created: false });
  });

  it('a draft without an appointment is attached to the one chosen when it is saved, and then counts as that appointment’s note', async () => {
    const encounter = await newEncounter();
    const [draft] = await t.app.services.db
      .insert(notes)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: t.seeded.clientIds.sam!,
        authorId: alice.userId,
        documentType: 'soap_note',
        noteContent: '## Plan\nDraft.',
        status: 'draft',
        createdAt: t.clock.now,
      })
      .returning();
    const saved = await save({ encounter_id: encounter, note_id: draft!.id, note_content: '## Plan\nReviewed.', approved: 'true' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, draft!.id));
    expect(stored).toMatchObject({ encounterId: encounter, status: 'approved', noteContent: '## Plan\nReviewed.' });
    const listed = await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments` }));
    expect(listed.json().appointments.find((a: { id: string }) => a.id === encounter).notes).toEqual([
      { id: draft!.id, document_type: 'soap_note', status: 'approved' },
    ]);
  });

  it('refuses to attach a draft to another client’s appointment or move a note to another appointment', async () => {
    const [samDraft] = await t.app.services.db
      .insert(notes)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: t.seeded.clientIds.sam!,
        authorId: alice.userId,
        documentType: 'quick_note',
        noteContent: 'Draft.',
        status: 'draft',
        createdAt: t.clock.now,
      })
      .returning();
    const wrongClient = await save({ encounter_id: await newEncounter('jordan'), note_id: samDraft!.id, note_content: 'x', document_type: 'quick_note' });
    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.json().message).toBe('The appointment is for another client than the note.');
    const first = await save({ encounter_id: await newEncounter(), note_content: 'First.' });
    const moved = await save({ encounter_id: await newEncounter(), note_id: first.json().note_id, note_content: 'Moved?' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('The note documents another appointment.');
    // An appointment that already has a note of that type: the draft is not attached as a second one.
    const documented = await newEncounter();
    const existing = await save({ encounter_id: documented, note_content: 'Existing.', document_type: 'quick_note' });
    const second = await save({ encounter_id: documented, note_id: samDraft!.id, note_content: 'Second?', document_type: 'quick_note' });
    expect(second.statusCode).toBe(409);
    expect(second.json().details).toEqual({ duplicate_exists: true, note_id: existing.json().note_id });
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, samDraft!.id));
    expect(stored!.encounterId).toBeNull();
  });

  it('accepts multipart form data too, and refuses another user’s id', async () => {
    const encounter = await newEncounter();
    const boundary = '----tend';
    const fields = { user_id: alice.userId, encounter_id: encounter, note_content: '## Plan\nFollow up.', document_type: 'quick_note', approved: 'false' };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/save_note_db', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
    );
    expect(res.statusCode).toBe(201);
    const ben = await t.login('ben');
    const forged = await t.app.inject(
      as(ben, {
        method: 'POST',
        url: '/api/save_note_db',
        ...form({ user_id: alice.userId, encounter_id: encounter, note_content: 'x', document_type: 'soap_note' }),
      }),
    );
    expect(forged.statusCode).toBe(403);
    const missing = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/save_note_db', ...form({ encounter_id: encounter, note_content: 'x', document_type: 'soap_note' }) }),
    );
    expect(missing.json().details[0]).toEqual({ field: 'body.user_id', message: 'User ID missing. Please log in again.' });
  });
});

describe('a client’s appointments', () => {
  it('lists the client’s appointments, most recent first, with the notes documenting each; audited', async () => {
    const encounter = await newEncounter();
    const res = await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?limit=200` }));
    expect(res.statusCode).toBe(200);
    const list = res.json().appointments as { id: string; scheduled_start: string; provider_name: string; client_id: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((a) => a.scheduled_start)).toEqual([...list.map((a) => a.scheduled_start)].sort().reverse());
    expect(list.find((a) => a.id === encounter)).toMatchObject({
      provider_name: 'Dr Alice Moreno',
      client_id: t.seeded.clientIds.sam,
      status: 'completed',
      notes: [],
    });
    expect(list.every((a) => a.client_id === t.seeded.clientIds.sam)).toBe(true);
    expect(
      (await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?limit=1` }))).json().appointments,
    ).toHaveLength(1);
    const [audited] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, alice.userId), eq(auditEvents.action, 'list_appointments')))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(audited).toMatchObject({ recordType: 'client', recordId: t.seeded.clientIds.sam, clientId: t.seeded.clientIds.sam, outcome: 'success' });
  });

  it('filters to one clinician’s appointments before a time (what the note picker asks for)', async () => {
    const encounter = await newEncounter();
    const before = new Date(t.clock.now.getTime() - 4 * 60 * 60_000).toISOString(); // newEncounter starts 3 h ago
    const earlier = (
      await t.app.inject(
        as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?limit=200&before=${before}&provider_id=${alice.userId}` }),
      )
    ).json();
    expect(earlier.appointments.some((a: { id: string }) => a.id === encounter)).toBe(false);
    expect(
      earlier.appointments.every((a: { scheduled_start: string; provider_id: string }) => a.scheduled_start < before && a.provider_id === alice.userId),
    ).toBe(true);
    const byBen = (
      await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?provider_id=${t.seeded.userIds.ben}` }))
    ).json();
    expect(byBen.appointments).toEqual([]);
  });

  it('another clinician’s client is 404, and a bad limit names the problem', async () => {
    const ben = await t.login('ben');
    const res = await t.app.inject(as(ben, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments` }));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Sam');
    const [probe] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, ben.userId), eq(auditEvents.action, 'list_appointments')));
    expect(probe).toMatchObject({ recordId: t.seeded.clientIds.sam, clientId: null, outcome: 'not_found' });
    const bad = await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?limit=0` }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ field: 'query.limit', message: 'limit must be at least 1' });
    const words = await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}/appointments?limit=abc&before=yesterday` }));
    expect(words.json().details).toEqual([
      { field: 'query.limit', message: 'limit must be a number' },
      { field: 'query.before', message: 'before must be an ISO date-time' },
    ]);
  });
});

describe('completion and recent lists', () => {
  it('counts a past appointment without an approved note as pending', async () => {
    const stats = async () => (await t.app.inject(as(alice, { method: 'GET', url: '/api/notes/completion-stats' }))).json();
    const before = await stats();
    expect(before.pending_count).toBeGreaterThan(0);
    const encounter = await newEncounter();
    expect((await stats()).pending_count).toBe(before.pending_count + 1);
    await save({ encounter_id: encounter, note_content: '## Plan\nContinue.', approved: 'true' });
    const after = await stats();
    expect(after.pending_count).toBe(before.pending_count);
    expect(after.completion_percentage).toBe(Math.round((100 * (after.total_sessions - after.pending_count)) / after.total_sessions));
  });

  it('recent notes and recent clients are the caller’s own', async () => {
    const recentNotes = (await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/recent/${alice.userId}` }))).json();
    expect(recentNotes.length).toBeGreaterThan(0);
    // The test clock stands still, so every note here has the same time: any of her clients' may come first.
    expect(recentNotes[0]).toEqual({ id: expect.any(String), title: expect.stringMatching(/ — (Sam Lee|Jordan Blake)$/), date: expect.any(String) });
    const recentClients = (await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/recent/${alice.userId}` }))).json();
    expect(recentClients.map((c: { name: string }) => c.name).sort()).toEqual(['Jordan Blake', 'Sam Lee']);
    expect((await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/recent/${t.seeded.userIds.ben}` }))).statusCode).toBe(404);
  });

  it('lists the notes the caller may see, unsigned first, with filters', async () => {
    const list = (await t.app.inject(as(alice, { method: 'GET', url: `/api/notes?client_id=${t.seeded.clientIds.jordan}` }))).json();
    expect(list.total).toBe(1);
    const all = (await t.app.inject(as(alice, { method: 'GET', url: '/api/notes?limit=200' }))).json().notes as { status: string }[];
    const firstApproved = all.findIndex((n) => n.status === 'approved');
    expect(all.slice(firstApproved).every((n) => n.status === 'approved')).toBe(true);
    expect(
      (await t.app.inject(as(alice, { method: 'GET', url: '/api/notes?status=approved' })))
        .json()
        .notes.every((n: { status: string }) => n.status === 'approved'),
    ).toBe(true);
  });
});

describe('exports open in ordinary readers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tend-export-'));
  const noteText = '## Subjective\nSam reported **better** sleep.\n## Plan\n- Continue weekly CBT.';

  it('PDF export of a stored note, read back with pdftotext', async () => {
    const res = await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${t.seeded.noteIds.sam}/export/pdf` }));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="soap_note_Sam_Lee_\d{4}-\d{2}-\d{2}\.pdf"/);
    writeFileSync(path.join(dir, 'stored.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'stored.pdf'), '-']).toString();
    expect(text).toContain('SOAP note');
    expect(text).toContain('Client: Sam Lee');
    expect(text).toContain('described a steadier week.');
  });

  it.each([
    ['pdf', (file: string) => execFileSync('pdftotext', [file, '-']).toString()],
    ['docx', (file: string) => execFileSync('docx2txt', [file, '-']).toString()],
    ['txt', (file: string) => execFileSync('cat', [file]).toString()],
  ])('download_note_%s returns a real file named from type, client and date', async (format, read) => {
    const res = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: `/api/download_note_${format}`,
        ...form({ note_content: noteText, format, document_type: 'soap_note', client_name: 'Sam Lee' }),
      }),
    );
    expect(res.statusCode).toBe(200);
    // The date is the caller's local one, which differs from UTC's around midnight.
    const zone = await callerTimeZone(t.app.services.db, { userId: alice.userId } as Actor);
    const day = dateInZone(t.clock.now, zone).toString();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="soap_note_Sam_Lee_${day}.${format}"; filename*=UTF-8''soap_note_Sam_Lee_${day}.${format}`,
    );
    const file = path.join(dir, `download.${format}`);
    writeFileSync(file, res.rawPayload);
    const text = read(file);
    expect(text).toContain('Sam reported better sleep.');
    expect(text).not.toContain('**');
    expect(text).toContain('Continue weekly CBT.');
    expect(text).toMatch(/Subjective|SUBJECTIVE/);
  });
});
