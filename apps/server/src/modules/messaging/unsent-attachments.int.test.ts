import { unsentAttachmentLimits } from '@tend/contracts/messaging.contract';
import { eq } from 'drizzle-orm';
import { storedFiles } from '@tend/db/schema/files';
import { messageAttachments } from '@tend/db/schema/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { aliceClient, portalUser, send } from './messaging.test-support';
import { sweepUnsentUploadsJob } from './unsent-uploads-sweep.job';

/*
 * Uploads are drafts of a message (spec: secure messaging with attachments): a user holds at most
 * one message's worth unsent, and what is never sent is deleted, stored bytes and all, after a day.
 */

let t: TestApp;
let alice: Credentials;

const pdf = (extraBytes = 0) => Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), Buffer.alloc(extraBytes)]);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const upload = (who: Credentials, bytes: Buffer, name = 'worksheet.pdf') =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/messages/attachments',
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    }),
  );
const remove = (who: Credentials, id: string) => t.app.inject(as(who, { method: 'DELETE', url: `/api/messages/attachments/${id}` }));
const uploadRow = async (id: string) => t.app.services.db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
const storedFile = async (attachmentFileName: string) =>
  t.app.services.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.fileName, attachmentFileName));

describe('unsent attachments', () => {
  it('a portal client holds at most one message’s worth unsent, even when 25 uploads arrive at once', async () => {
    const client = await portalUser(t, 'Burst Uploader');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => upload(client, pdf(), `burst-${i}.pdf`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(unsentAttachmentLimits.files);
    expect(codes.filter((c) => c === 409)).toHaveLength(25 - unsentAttachmentLimits.files);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.message).toContain(`You have ${unsentAttachmentLimits.files} files uploaded but not sent`);
    expect(refused.message).toContain('deleted after 24 hours');

    // Removing one from the draft deletes its bytes and frees its place.
    const first = answers.find((a) => a.statusCode === 201)!.json<{ id: string; file_name: string }>();
    expect(await storedFile(first.file_name)).toHaveLength(1);
    expect((await remove(client, first.id)).statusCode).toBe(200);
    expect(await storedFile(first.file_name)).toHaveLength(0);
    expect((await upload(client, pdf(), 'after-removal.pdf')).statusCode).toBe(201);
    expect((await upload(client, pdf(), 'one-too-many.pdf')).statusCode).toBe(409);
  });

  it('caps the bytes held unsent, naming the limit', async () => {
    const client = await portalUser(t, 'Big Scanner');
    // Four large scans already held unsent (their recorded sizes are what counts; the rows stand in for the bytes).
    const { db } = t.app.services;
    for (let i = 0; i < 4; i++) {
      const [file] = await db
        .insert(storedFiles)
        .values({
          practiceId: t.seeded.practiceIds.harbor,
          fileName: `scan-${i}.pdf`,
          mediaType: 'application/pdf',
          sizeBytes: 10 * 1024 * 1024,
          sha256: '0'.repeat(64),
          content: pdf(),
          uploadedBy: client.userId,
          createdAt: t.clock.now,
        })
        .returning({ id: storedFiles.id });
      await db.insert(messageAttachments).values({ fileId: file!.id, uploadedBy: client.userId, createdAt: t.clock.now });
    }
    expect((await upload(client, pdf(9 * 1024 * 1024), 'scan-4.pdf')).statusCode).toBe(201);
    const over = await upload(client, pdf(2 * 1024 * 1024), 'scan-5.pdf');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('may total at most 50 MB');
  });

  it('removes only the caller’s own unsent upload; a sent file stays', async () => {
    const client = await portalUser(t, 'Own Remover');
    const other = await portalUser(t, 'Other Person');
    const id = (await upload(client, pdf(), 'mine.pdf')).json<{ id: string }>().id;
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await remove(alice, id)).statusCode).toBe(404);

    const record = await aliceClient(t, 'Own', 'Remover', client.userId);
    const thread = (await send(t, alice, '/api/messages/threads', { client_id: record })).json<{ id: string }>().id;
    const sent = await send(t, client, `/api/client/messages/threads/${thread}/messages`, { body: 'my worksheet', attachment_ids: [id] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await remove(client, id)).statusCode).toBe(404);
    expect((await t.app.inject(as(alice, { method: 'GET', url: `/api/messages/attachments/${id}` }))).statusCode).toBe(200);
  });

  it('the sweep deletes uploads left unsent for a day, with their stored bytes, and keeps sent and recent ones', async () => {
    const client = await portalUser(t, 'Forgetful Sender');
    const stale = (await upload(client, pdf(), 'stale-draft.pdf')).json<{ id: string }>().id;
    t.clock.advance(23 * 60 * 60_000);
    // Signed in afresh: a session does not last a day.
    const later = await portalUser(t, 'Recent Sender');
    const recent = (await upload(later, pdf(), 'recent-draft.pdf')).json<{ id: string }>().id;
    t.clock.advance(2 * 60 * 60_000);

    const { db, hub, push } = t.app.services;
    await sweepUnsentUploadsJob.run(
      {},
      { db, hub, push, clock: () => t.clock.now, jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal },
    );

    expect(await storedFile('stale-draft.pdf')).toHaveLength(0);
    expect(await uploadRow(stale)).toHaveLength(0);
    expect(await storedFile('recent-draft.pdf')).toHaveLength(1);
    expect(await uploadRow(recent)).toHaveLength(1);
    // The file sent in the test above is older than a day by now, and stays.
    expect(await storedFile('mine.pdf')).toHaveLength(1);
  });
});
