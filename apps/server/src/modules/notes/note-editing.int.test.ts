import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { providerBillingProfiles } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { conversations, messages } from '@tend/db/schema/conversations';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { saveConversationDraft } from './conversation-draft';
import { renderDocx } from './exports/render-docx';
import { renderTxt } from './exports/render-txt';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const dir = mkdtempSync(path.join(tmpdir(), 'tend-draft-'));
const textOf = (bytes: Buffer, extension: 'pdf' | 'docx') => {
  const file = path.join(dir, `${crypto.randomUUID()}.${extension}`);
  writeFileSync(file, bytes);
  return execFileSync(extension === 'pdf' ? 'pdftotext' : 'docx2txt', [file, '-']).toString();
};

const patch = (id: string, note_content: string, who: Credentials = alice) =>
  t.app.inject(as(who, { method: 'PATCH', url: `/api/notes/${id}`, payload: { note_content } }));
const get = async (id: string): Promise<NoteDetail> => (await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${id}` }))).json();
const kinds = (detail: NoteDetail) => Object.fromEntries(detail.provenance.sentences.map((s) => [s.text, s.kind]));

const account = [
  'Jordan said work has been overwhelming and she is sleeping about five hours.',
  'Her sister moved back to Lisbon last month and the house feels empty.',
  'Remind me to renew the parking permit before Friday.',
].join(' ');
const generated = [
  '## Subjective',
  'Jordan said work has been overwhelming and she is sleeping about five hours.',
  '## Objective',
  'Client appeared engaged throughout the session.',
  '## Plan',
  'Continue weekly sessions.',
].join('\n');

/** A draft the assistant wrote from a conversation: the account, then the request for the note. */
async function generatedDraft(): Promise<string> {
  const { db } = t.app.services;
  const [client] = await db.select().from(clients).where(eq(clients.id, t.seeded.clientIds.jordan!));
  const [author] = await db.select().from(users).where(eq(users.id, alice.userId));
  const [conversation] = await db.insert(conversations).values({ userId: alice.userId, clientId: client!.id, title: 'Session recap' }).returning();
  await db.insert(messages).values([
    { conversationId: conversation!.id, role: 'user', content: account, createdAt: new Date(t.clock.now.getTime() - 2000) },
    { conversationId: conversation!.id, role: 'user', content: 'yes, soap note', createdAt: new Date(t.clock.now.getTime() - 1000) },
  ]);
  const { noteId } = await db.transaction((tx) =>
    saveConversationDraft(tx, {
      client: client!,
      author: author!,
      conversationId: conversation!.id,
      documentType: 'soap_note',
      content: generated,
      now: t.clock.now,
      mode: 'generation',
    }),
  );
  return noteId;
}

describe('editing a draft', () => {
  it('saves the whole text, again and again to the same result, each save audited; provenance follows the edit', async () => {
    const id = t.seeded.noteIds.sam!;
    const before = await get(id);
    expect(before).toMatchObject({ can_edit: true, status: 'draft' });
    // Written by hand: all the clinician's words, nothing from a conversation to leave out.
    expect(before.provenance).toEqual({
      sentences: [
        { text: 'Sam described a steadier week.', kind: 'said' },
        { text: 'Continue weekly sessions.', kind: 'said' },
      ],
      left_out: [],
      left_out_total: 0,
    });

    const edited = '## Subjective\nSam described a steadier week.\n## Plan\nMove to fortnightly sessions from December.';
    const first = await patch(id, edited);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ note_content: edited, status: 'draft', can_edit: true });
    expect(kinds(first.json())).toEqual({ 'Sam described a steadier week.': 'said', 'Move to fortnightly sessions from December.': 'edited' });
    // A retry of the same save: the same note, the text as drafted still the one before the first edit.
    const again = await patch(id, edited);
    expect(again.statusCode).toBe(200);
    expect(again.json().provenance).toEqual(first.json().provenance);
    expect((await get(id)).note_content).toBe(edited);
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, id));
    expect(stored!.draftedContent).toBe('## Subjective\nSam described a steadier week.\n## Plan\nContinue weekly sessions.');
    const saves = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, id), eq(auditEvents.action, 'update')));
    expect(saves.map((e) => [e.actorId, e.outcome])).toEqual([
      [alice.userId, 'success'],
      [alice.userId, 'success'],
    ]);
  });

  it('refuses an empty text, naming the field, and changes nothing', async () => {
    const id = t.seeded.noteIds.sam!;
    const before = (await get(id)).note_content;
    const res = await patch(id, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body.note_content', message: 'Note is empty' });
    expect((await get(id)).note_content).toBe(before);
  });

  it('only the author edits: a supervisor who reads the note gets 403, a colleague who cannot read it 404; both audited', async () => {
    const carla = await t.login('carla');
    const ben = await t.login('ben');
    const id = t.seeded.noteIds.jordan!;
    expect((await patch(id, 'Changed by the supervisor.', carla)).statusCode).toBe(403);
    expect((await patch(id, 'Changed by a colleague.', ben)).statusCode).toBe(404);
    const [stored] = await t.app.services.db.select().from(notes).where(eq(notes.id, id));
    expect(stored!.noteContent).not.toMatch(/Changed by/);
    const refusals = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, id), eq(auditEvents.action, 'update')));
    expect(refusals.map((e) => e.outcome).sort()).toEqual(['denied', 'not_found']);
  });

  it('a signed note is locked: 409 and the text stays as signed', async () => {
    const id = t.seeded.noteIds.sam!;
    const signed = await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve` }));
    expect(signed.json()).toMatchObject({ status: 'approved', can_edit: false });
    const res = await patch(id, '## Plan\nChanged after signing.');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This note is approved and signed, so it is locked. Add an addendum instead.');
    expect((await get(id)).note_content).not.toContain('Changed after signing.');
  });
});

describe('provenance of a note the assistant drafted', () => {
  it('marks the assistant’s wording and the clinician’s edits, and lists what was said but left out', async () => {
    const id = await generatedDraft();
    const drafted = await get(id);
    expect(kinds(drafted)).toEqual({
      'Jordan said work has been overwhelming and she is sleeping about five hours.': 'said',
      'Client appeared engaged throughout the session.': 'assistant',
      'Continue weekly sessions.': 'assistant',
    });
    // The aside and the sister's move are not in the note; "yes, soap note" was a request, not the session.
    expect(drafted.provenance.left_out).toEqual([
      'Her sister moved back to Lisbon last month and the house feels empty.',
      'Remind me to renew the parking permit before Friday.',
    ]);
    expect(drafted.provenance.left_out_total).toBe(2);
    expect(drafted.clinician_sentences).toEqual(['Jordan said work has been overwhelming and she is sleeping about five hours.']);

    const res = await patch(
      id,
      generated.replace('Client appeared engaged throughout the session.', 'Her sister moved back to Lisbon last month; tearful when describing it.'),
    );
    const after: NoteDetail = res.json();
    expect(kinds(after)['Her sister moved back to Lisbon last month; tearful when describing it.']).toBe('edited');
    expect(kinds(after)['Jordan said work has been overwhelming and she is sleeping about five hours.']).toBe('said');
    expect(after.provenance.left_out).toEqual(['Remind me to renew the parking permit before Friday.']);
  });
});

describe('the signed record', () => {
  it('the PDF of a signed note carries the clinician, credentials and signature time, then the addenda; a draft says it is one', async () => {
    const { db } = t.app.services;
    await db.insert(providerBillingProfiles).values({ userId: alice.userId, practiceId: t.seeded.practiceIds.harbor, credentials: 'PsyD' });
    const id = await generatedDraft();
    const pdf = async () => textOf((await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${id}/export/pdf` }))).rawPayload, 'pdf');

    const draft = await pdf();
    expect(draft).toContain('Clinician: Dr Alice Moreno, PsyD');
    expect(draft).toContain('DRAFT — not signed');
    expect(draft).not.toContain('Electronically signed');

    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/approve` }))).statusCode).toBe(200);
    await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${id}/addenda`, payload: { text: 'Client phoned to confirm the next session.' } }));
    const signed = await pdf();
    const signature = /Electronically signed by Dr Alice Moreno, PsyD on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+/.exec(signed);
    expect(signature).not.toBeNull();
    expect(signed).not.toContain('DRAFT');
    const at = (text: string) => signed.indexOf(text);
    expect(at('Continue weekly sessions.')).toBeLessThan(signature!.index);
    expect(signature!.index).toBeLessThan(at('Addendum — Dr Alice Moreno'));
    expect(signed).toMatch(/Addendum — Dr Alice Moreno, \d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+\s+Client phoned to confirm the next session\./);
  });

  it('DOCX and TXT draw the same signature block between the note and its addenda', async () => {
    const note = '## Plan\nContinue weekly sessions.';
    const content = `${note}\n\n## Addendum — Dr Alice Moreno, 2026-11-24 15:00 EST\nClient phoned.`;
    const header = {
      title: 'SOAP note',
      clientName: 'Sam Lee',
      date: '2026-11-24',
      clinician: 'Dr Alice Moreno, PsyD',
      signature: { line: 'Electronically signed by Dr Alice Moreno, PsyD on 2026-11-24 14:05 EST', noteChars: note.length },
    };
    for (const text of [textOf(await renderDocx(content, header), 'docx'), renderTxt(content, header).toString('utf8')]) {
      expect(text).toContain('Clinician: Dr Alice Moreno, PsyD');
      const order = ['Continue weekly sessions.', 'Electronically signed by Dr Alice Moreno, PsyD on 2026-11-24 14:05 EST', 'Client phoned.'].map((s) =>
        text.indexOf(s),
      );
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
  });
});
