/**
 * Portal documents end to end: the practice shares a consent, the client reads and signs it with
 * their typed name, and the signed PDF (read back with pdftotext) carries the name, the time and the
 * text's SHA-256. Isolation, guardians, uploads and the audit trail alongside.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { auditEvents } from '@tend/db/schema/audit';
import { clientGuardians } from '@tend/db/schema/client-details';
import { notifications } from '@tend/db/schema/notifications';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/passwords';
import { documentTemplate } from './document-templates';
import { formatSignedAt } from './signed-pdf';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let sam: Credentials;
let samClient: string;
let jordanClient: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, sam] = await Promise.all([t.login('alice'), t.login('ben'), t.login('sam')]);
  [samClient, jordanClient] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!];
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: Credentials | null, method: Method, url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const share = (who: Credentials, clientId: string, template: string) => call(who, 'POST', `/api/clients/${clientId}/documents`, { template });
const upload = (who: Credentials, clientId: string, bytes: Buffer, fileName: string, title?: string) =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url: `/api/clients/${clientId}/documents/upload${title ? `?title=${encodeURIComponent(title)}` : ''}`,
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(fileName) },
    }),
  );

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'signed-')), 'signed.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
};
const auditOf = (action: string, recordId: string) =>
  t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordId, recordId)))
    // In the order they were written: a table read without an order has none.
    .orderBy(asc(auditEvents.seq));
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const tinyPng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('sharing and signing a consent', () => {
  let documentId = '';

  it('the clinician shares a template; the client lists and reads it', async () => {
    const templates = await call(alice, 'GET', '/api/document-templates');
    expect(templates.json().templates.map((x: { key: string }) => x.key)).toEqual(['informed_consent', 'telehealth_consent', 'privacy_notice']);

    const shared = await share(alice, samClient, 'informed_consent');
    expect(shared.statusCode).toBe(201);
    documentId = shared.json().id;
    expect(shared.json()).toMatchObject({ status: 'to_sign', kind: 'consent', client_name: 'Sam Lee', shared_by_name: 'Dr Alice Moreno', signed_at: null });

    const mine = await call(sam, 'GET', '/api/portal/documents');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().documents.map((d: { id: string }) => d.id)).toContain(documentId);
    const read = await call(sam, 'GET', `/api/portal/documents/${documentId}`);
    expect(read.json().body).toBe(documentTemplate('informed_consent').body);
    expect(await auditOf('read_document', documentId)).toEqual([expect.objectContaining({ actorId: sam.userId, clientId: samClient, outcome: 'success' })]);
  });

  it('refuses a name that is not the signer’s, and a signature without agreement', async () => {
    const wrong = await call(sam, 'POST', `/api/portal/documents/${documentId}/sign`, { typed_name: 'Alice Moreno', agree: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/typed_name/);
    const empty = await call(sam, 'POST', `/api/portal/documents/${documentId}/sign`, { typed_name: '  ', agree: true });
    expect(empty.statusCode).toBe(400);
    const disagree = await call(sam, 'POST', `/api/portal/documents/${documentId}/sign`, { typed_name: 'Sam Lee', agree: false });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json().message).toMatch(/body\.agree/);
    expect((await call(sam, 'GET', `/api/portal/documents/${documentId}`)).json().status).toBe('to_sign');
  });

  it('signs: name, time, address and the text’s hash recorded; a signed PDF kept; the clinician told', async () => {
    const signed = await call(sam, 'POST', `/api/portal/documents/${documentId}/sign`, { typed_name: 'sam  LEE', agree: true });
    expect(signed.statusCode).toBe(200);
    const body = documentTemplate('informed_consent').body;
    expect(signed.json()).toMatchObject({
      status: 'signed',
      signed_name: 'sam LEE',
      signed_at: t.clock.now.toISOString(),
      signed_ip: '127.0.0.1',
      signed_sha256: sha256(body),
      signed_on_behalf: false,
      has_signed_pdf: true,
    });

    const pdf = await call(sam, 'GET', `/api/portal/documents/${documentId}/signed-pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Informed consent for psychotherapy');
    expect(text).toContain(`Signed electronically by sam LEE on ${formatSignedAt(t.clock.now, 'America/New_York')} from 127.0.0.1`);
    expect(text).toContain(t.clock.now.toISOString());
    expect(text).toContain(sha256(body));
    expect(text).toContain('Harbor Counseling Collective');

    // The practice downloads the same file.
    const practiceCopy = await call(alice, 'GET', `/api/clients/${samClient}/documents/${documentId}/signed-pdf`);
    expect(practiceCopy.rawPayload.equals(pdf.rawPayload)).toBe(true);

    const [notice] = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'document_signed')));
    expect(notice?.link).toBe(`/clients/${samClient}?tab=documents`);
    // The refused attempt (another's name) and the signature, both by Sam.
    const events = await auditOf('sign_document', documentId);
    expect(events.map((e) => [e.actorId, e.clientId, e.outcome])).toEqual([
      [sam.userId, samClient, 'denied'],
      [sam.userId, samClient, 'success'],
    ]);
  });

  it('signing twice is a conflict, and a signed document cannot be withdrawn', async () => {
    const again = await call(sam, 'POST', `/api/portal/documents/${documentId}/sign`, { typed_name: 'Sam Lee', agree: true });
    expect(again.statusCode).toBe(409);
    expect((await call(alice, 'DELETE', `/api/clients/${samClient}/documents/${documentId}`)).statusCode).toBe(409);
    const list = await call(alice, 'GET', `/api/clients/${samClient}/documents`);
    expect(list.json().documents.find((d: { id: string }) => d.id === documentId)).toMatchObject({ status: 'signed', signed_name: 'sam LEE' });
  });

  it('withdraws a document not yet signed', async () => {
    const id = (await share(alice, samClient, 'privacy_notice')).json().id;
    const withdrawn = await call(alice, 'DELETE', `/api/clients/${samClient}/documents/${id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect((await call(sam, 'GET', `/api/portal/documents/${id}`)).statusCode).toBe(404);
  });
});

describe('shared files', () => {
  it('shares an uploaded PDF that the client downloads as sent', async () => {
    const res = await upload(alice, samClient, tinyPdf, 'Worksheet.pdf', 'Breathing worksheet');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'shared_file',
      status: 'shared',
      title: 'Breathing worksheet',
      file: { file_name: 'Worksheet.pdf', media_type: 'application/pdf' },
    });
    const file = await call(sam, 'GET', `/api/portal/documents/${res.json().id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);
    // Nothing to sign on a shared file.
    expect((await call(sam, 'POST', `/api/portal/documents/${res.json().id}/sign`, { typed_name: 'Sam Lee', agree: true })).statusCode).toBe(400);
  });

  it('refuses a file whose extension lies about its content, and a type not accepted', async () => {
    const before = (await call(alice, 'GET', `/api/clients/${samClient}/documents`)).json().documents.length;
    const lying = await upload(alice, samClient, tinyPng, 'report.pdf');
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toMatch(/does not match/);
    const text = await upload(alice, samClient, Buffer.from('just text'), 'notes.pdf');
    expect(text.statusCode).toBe(400);
    expect((await call(alice, 'GET', `/api/clients/${samClient}/documents`)).json().documents.length).toBe(before);
  });

  it('downloads need a session', async () => {
    const id = (await upload(alice, samClient, tinyPdf, 'letter.pdf')).json().id;
    expect((await call(null, 'GET', `/api/portal/documents/${id}/file`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/clients/${samClient}/documents/${id}/file`)).statusCode).toBe(401);
  });
});

describe('isolation', () => {
  it('another client’s document answers 404 with nothing of it, audited', async () => {
    const jordanDoc = (await share(alice, jordanClient, 'telehealth_consent')).json().id;
    for (const url of [`/api/portal/documents/${jordanDoc}`, `/api/portal/documents/${jordanDoc}/signed-pdf`, `/api/portal/documents/${jordanDoc}/file`]) {
      const res = await call(sam, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Telehealth');
      expect(res.body).not.toContain(jordanClient);
    }
    const sign = await call(sam, 'POST', `/api/portal/documents/${jordanDoc}/sign`, { typed_name: 'Sam Lee', agree: true });
    expect(sign.statusCode).toBe(404);
    expect((await call(sam, 'GET', '/api/portal/documents')).json().documents.map((d: { id: string }) => d.id)).not.toContain(jordanDoc);
    expect(await auditOf('read_document', jordanDoc)).toEqual([expect.objectContaining({ actorId: sam.userId, clientId: null, outcome: 'not_found' })]);
    expect(await auditOf('sign_document', jordanDoc)).toEqual([expect.objectContaining({ actorId: sam.userId, outcome: 'not_found' })]);
  });

  it('another clinician cannot list, share, download or withdraw; a document is reached only under its own client', async () => {
    const samDoc = (await share(alice, samClient, 'telehealth_consent')).json().id;
    expect((await call(ben, 'GET', `/api/clients/${samClient}/documents`)).statusCode).toBe(404);
    expect((await share(ben, samClient, 'privacy_notice')).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/clients/${samClient}/documents/${samDoc}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/clients/${jordanClient}/documents/${samDoc}/signed-pdf`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/clients/${jordanClient}/documents/${samDoc}`)).statusCode).toBe(404);
    // A clinician is not a portal user.
    expect((await call(alice, 'GET', '/api/portal/documents')).statusCode).toBe(403);
  });
});

describe('a guardian', () => {
  it('sees and signs their minor’s documents on their behalf, and nobody else’s', async () => {
    const db = t.app.services.db;
    const email = `guardian+${crypto.randomUUID().slice(0, 8)}@harbor.test`;
    const [user] = await db
      .insert(users)
      .values({ practiceId: t.seeded.practiceIds.harbor, email, name: 'Robin Blake', role: 'client', passwordHash: await hashPassword(seedPassword) })
      .returning();
    await db.insert(clientGuardians).values({ clientId: jordanClient, name: 'Robin Blake', relationship: 'parent', userId: user!.id });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
    const robin: Credentials = { cookie: sessionCookie(login), token: login.json().access_token, userId: user!.id };

    const id = (await share(alice, jordanClient, 'privacy_notice')).json().id;
    const list = (await call(robin, 'GET', '/api/portal/documents')).json().documents;
    expect(list.map((d: { id: string }) => d.id)).toContain(id);
    expect(new Set(list.map((d: { client_name: string }) => d.client_name))).toEqual(new Set(['Jordan Blake']));

    expect((await call(robin, 'POST', `/api/portal/documents/${id}/sign`, { typed_name: 'Jordan Blake', agree: true })).statusCode).toBe(400);
    // The signer's browser zone is the clock the PDF states.
    const signed = await call(robin, 'POST', `/api/portal/documents/${id}/sign`, { typed_name: 'Robin Blake', agree: true, time_zone: 'Europe/Paris' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ signed_name: 'Robin Blake', signed_on_behalf: true });
    const text = pdfText((await call(robin, 'GET', `/api/portal/documents/${id}/signed-pdf`)).rawPayload);
    expect(text).toContain(`Signed electronically by Robin Blake on behalf of Jordan Blake on ${formatSignedAt(t.clock.now, 'Europe/Paris')}`);
  });
});

describe('the demo portal', () => {
  it.each(['client', 'parent_of_client'])('a demo %s has a signed informed consent with its PDF and a telehealth consent to sign', async (character) => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: character } });
    const demo: Credentials = { cookie: sessionCookie(login), token: login.json().access_token, userId: login.json().user.uuid };
    const documents = (await call(demo, 'GET', '/api/portal/documents')).json().documents;
    const byTitle = Object.fromEntries(documents.map((d: { title: string }) => [d.title, d]));
    expect(byTitle['Informed consent for psychotherapy']).toMatchObject({ status: 'signed', has_signed_pdf: true, signed_on_behalf: character !== 'client' });
    expect(byTitle['Telehealth consent']).toMatchObject({ status: 'to_sign' });
    const pdf = await call(demo, 'GET', `/api/portal/documents/${byTitle['Informed consent for psychotherapy'].id}/signed-pdf`);
    expect(pdfText(pdf.rawPayload)).toContain(sha256(documentTemplate('informed_consent').body));
  });
});
