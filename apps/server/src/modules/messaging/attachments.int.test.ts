import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { aliceClient, portalUser, send } from './messaging.test-support';

let t: TestApp;
let alice: Credentials;
let sam: Credentials;
let thread: string;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  sam = await t.login('sam');
  thread = (await send(t, alice, '/api/messages/threads', { client_id: t.seeded.clientIds.sam })).json().id;
});
afterAll(() => t.app.close());

const upload = (who: Credentials | null, bytes: Buffer, name: string) =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/messages/attachments',
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    }),
  );
const download = (who: Credentials | null, id: string) => t.app.inject(as(who, { method: 'GET', url: `/api/messages/attachments/${id}` }));

describe('message attachments', () => {
  it('takes a PDF, and refuses a lying extension, a text file and a file over 10 MB', async () => {
    const ok = await upload(sam, pdf, 'worksheet.pdf');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ file_name: 'worksheet.pdf', media_type: 'application/pdf', size_bytes: pdf.length });
    const lying = await upload(sam, png, 'worksheet.pdf');
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toContain('does not match');
    expect((await upload(sam, Buffer.from('just some notes'), 'notes.txt')).statusCode).toBe(400);
    // A 5 MB scan is fine here (the app's 1 MB limit is raised for uploads only).
    expect((await upload(sam, Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), 'scan.pdf')).statusCode).toBe(201);
    const huge = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(sam, huge, 'big.pdf')).statusCode).toBe(413);
    expect((await upload(null, pdf, 'worksheet.pdf')).statusCode).toBe(401);
  });

  it('an unsent upload is its uploader’s alone; once sent, both sides of the thread download it and nobody else', async () => {
    const id = (await upload(sam, pdf, 'worksheet.pdf')).json().id;
    expect((await download(sam, id)).statusCode).toBe(200);
    expect((await download(alice, id)).statusCode).toBe(404);

    const sent = await send(t, sam, `/api/client/messages/threads/${thread}/messages`, { body: '', attachment_ids: [id] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.attachments).toEqual([{ id, file_name: 'worksheet.pdf', media_type: 'application/pdf', size_bytes: pdf.length }]);

    const got = await download(alice, id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('attachment; filename="worksheet.pdf"');
    expect(got.rawPayload.equals(pdf)).toBe(true);

    expect((await download(null, id)).statusCode).toBe(401);
    const riley = await portalUser(t, 'Riley Stone');
    await aliceClient(t, 'Riley', 'Stone', riley.userId);
    const other = await download(riley, id);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('worksheet');
    expect((await download(await t.login('ben'), id)).statusCode).toBe(404);

    // A file goes with one message only.
    const again = await send(t, sam, `/api/client/messages/threads/${thread}/messages`, { body: 'again', attachment_ids: [id] });
    expect(again.statusCode).toBe(400);
    // Nor can anyone send another person's upload.
    const alices = (await upload(alice, pdf, 'plan.pdf')).json().id;
    expect((await send(t, sam, `/api/client/messages/threads/${thread}/messages`, { body: 'x', attachment_ids: [alices] })).statusCode).toBe(400);
  });
});
