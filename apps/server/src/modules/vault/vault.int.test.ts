import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVaultFolders } from '@tend/contracts/vault.contract';
import { vaultEntries } from '@tend/db/schema/vault';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const save = (body: Record<string, unknown>, who: Credentials = alice) =>
  t.app.inject(as(who, { method: 'POST', url: '/api/vault/save', payload: { user_id: who.userId, ...body } }));
const folders = async (who: Credentials = alice) =>
  (await t.app.inject(as(who, { method: 'GET', url: '/api/vault/folders' }))).json().folders as {
    id: string;
    name: string;
    count: number;
    is_default: boolean;
  }[];

describe('idea vault', () => {
  it('everyone starts with the default folders', async () => {
    expect((await folders()).map((f) => f.name)).toEqual([...defaultVaultFolders]);
  });

  it('saves an excerpt into a new folder with trimmed, unique tags and its surrounding turns', async () => {
    const res = await save({
      text: 'Try the two-chair technique with anger at a parent.',
      title: 'Two-chair idea',
      tags: [' gestalt ', 'anger', 'Anger', '  '],
      folder: '  Supervision Ideas ',
      surrounding_turns: [
        { role: 'user', content: 'What could help with unexpressed anger?' },
        { role: 'assistant', content: 'Try the two-chair technique with anger at a parent.' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ folder_created: true, entry: { folder: 'Supervision Ideas', tags: ['gestalt', 'anger'], deidentified: false } });
    const list = await folders();
    const folder = list.find((f) => f.name === 'Supervision Ideas')!;
    expect(folder).toMatchObject({ count: 1, is_default: false });
    const again = await save({ text: 'Another one', folder: 'supervision ideas' });
    expect(again.json().folder_created).toBe(false);
    const entries = (await t.app.inject(as(alice, { method: 'GET', url: `/api/vault/folders/${folder.id}/entries?tag=gestalt` }))).json().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0].surrounding_turns).toHaveLength(2);
  });

  it('searches entries for the text as written: % and _ are not wildcards', async () => {
    await save({ text: 'Sleep improved 50% since the last session.', folder: 'Wildcards' });
    await save({ text: 'Sleep improved 5 nights of 7.', folder: 'Wildcards' });
    const folder = (await folders()).find((f) => f.name === 'Wildcards')!;
    const search = async (text: string) =>
      (await t.app.inject(as(alice, { method: 'GET', url: `/api/vault/folders/${folder.id}/entries?search=${encodeURIComponent(text)}` })))
        .json()
        .entries.map((e: { text: string }) => e.text);
    expect(await search('50%')).toEqual(['Sleep improved 50% since the last session.']);
    expect(await search('improved 5_')).toEqual([]);
    expect(await search('%')).toEqual(['Sleep improved 50% since the last session.']);
  });

  it('refuses an empty folder name with the spec’s message', async () => {
    const res = await save({ text: 'x', folder: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'body.folder', message: 'Please enter a folder name' });
  });

  it('de-identifies with the chosen pseudonyms before anything is stored', async () => {
    const res = await save({
      text: 'Sam Lee (sam@example.com) described the 11/20/2026 argument; Jordan was there.',
      folder: 'Clinical Techniques',
      surrounding_turns: [{ role: 'user', content: 'Sam Lee called on 2026-11-21.' }],
      deidentify: { pseudonyms: [{ original: 'Sam Lee', replacement: 'Client S' }] },
    });
    const entry = res.json().entry;
    expect(entry.text).toBe('Client S ([email]) described the [date] argument; [name] was there.');
    const [stored] = await t.app.services.db.select().from(vaultEntries).where(eq(vaultEntries.id, entry.id));
    expect(JSON.stringify([stored!.text, stored!.title, stored!.surroundingTurns])).not.toMatch(/Sam|Lee|Jordan|2026|example\.com/);
  });

  it('edits title and tags, moves between folders, and deletes', async () => {
    const created = (await save({ text: 'Move me', folder: 'General' })).json().entry;
    const target = (await folders()).find((f) => f.name === 'Meeting Notes')!;
    const moved = await t.app.inject(
      as(alice, { method: 'PATCH', url: `/api/vault/entries/${created.id}`, payload: { title: 'Renamed', tags: ['x', 'x '], folder_id: target.id } }),
    );
    expect(moved.json()).toMatchObject({ title: 'Renamed', tags: ['x'], folder: 'Meeting Notes' });
    expect((await t.app.inject(as(alice, { method: 'DELETE', url: `/api/vault/entries/${created.id}` }))).statusCode).toBe(200);
    expect((await t.app.inject(as(alice, { method: 'DELETE', url: `/api/vault/entries/${created.id}` }))).statusCode).toBe(404);
  });

  it('is private: another user cannot read, change or save into it', async () => {
    const ben = await t.login('ben');
    const aliceFolder = (await folders()).find((f) => f.name === 'Supervision Ideas')!;
    expect((await t.app.inject(as(ben, { method: 'GET', url: `/api/vault/folders/${aliceFolder.id}/entries` }))).statusCode).toBe(404);
    expect((await save({ text: 'x', folder: 'General', user_id: alice.userId }, ben)).statusCode).toBe(403);
    expect((await folders(ben)).find((f) => f.name === 'Supervision Ideas')).toBeUndefined();
  });
});

describe('saving with an Idempotency-Key', () => {
  const keyed = (key: string, body: Record<string, unknown>) =>
    t.app.inject(as(alice, { method: 'POST', url: '/api/vault/save', headers: { 'idempotency-key': key }, payload: { user_id: alice.userId, ...body } }));
  const copiesOf = async (text: string) => (await t.app.services.db.select().from(vaultEntries).where(eq(vaultEntries.text, text))).length;

  it('a retry after a lost answer, and racing repeats, store one entry and answer the first', async () => {
    const key = crypto.randomUUID();
    const body = { text: 'Psychoeducation handout on sleep hygiene.', folder: 'General' };
    const first = await keyed(key, body);
    expect(first.statusCode, first.body).toBe(201);
    const repeats = await Promise.all([1, 2, 3].map(() => keyed(key, body)));
    expect(repeats.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    for (const r of repeats) {
      expect(r.json().entry.id).toBe(first.json().entry.id);
      expect(r.headers['idempotent-replayed']).toBe('true');
    }
    expect(await copiesOf(body.text)).toBe(1);
  });

  it('racing first attempts with one key store one entry on either database', async () => {
    const key = crypto.randomUUID();
    const body = { text: 'Grounding script for panic in session.', folder: 'General' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => keyed(key, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().entry.id)).size).toBe(1);
    expect(await copiesOf(body.text)).toBe(1);
  });

  it('the same key with another body is refused; a malformed key is a 400; no key saves each time', async () => {
    const key = crypto.randomUUID();
    expect((await keyed(key, { text: 'First idea about values work.', folder: 'General' })).statusCode).toBe(201);
    const other = await keyed(key, { text: 'A different idea entirely.', folder: 'General' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('Idempotency-Key');
    expect(await copiesOf('A different idea entirely.')).toBe(0);
    const bad = await keyed('short', { text: 'Bad key idea.', folder: 'General' });
    expect(bad.statusCode).toBe(400);
    expect(await copiesOf('Bad key idea.')).toBe(0);
    await save({ text: 'Unkeyed idea.', folder: 'General' });
    await save({ text: 'Unkeyed idea.', folder: 'General' });
    expect(await copiesOf('Unkeyed idea.')).toBe(2);
  });
});
