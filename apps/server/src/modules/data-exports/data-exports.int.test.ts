/**
 * Data export end to end on the real app: an admin asks, the job builds the file (FHIR Bundle or
 * zip of CSVs and PDFs) page by page, the file downloads once, and every step is audited.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataExport, DataExportList, DataExportResponse } from '@tend/contracts/data-exports.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { charges, payments } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { storedFiles } from '@tend/db/schema/files';
import { measureResponses } from '@tend/db/schema/measures';
import { noteAddenda, notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { fhirBundleSchema, type FhirBundle } from './fhir-schema';

let t: TestApp;
let dana: Credentials;
let omar: Credentials;
let harborClients: string[];
const ids = { sam: '', jordan: '', mateo: '', samNote: '', jordanNote: '', mateoNote: '' };
const phq9 = { q1: 2, q2: 2, q3: 1, q4: 1, q5: 1, q6: 1, q7: 1, q8: 1, q9: 0, difficulty: 1 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.services.db;
  Object.assign(ids, {
    sam: t.seeded.clientIds.sam,
    jordan: t.seeded.clientIds.jordan,
    mateo: t.seeded.clientIds.mateo,
    samNote: t.seeded.noteIds.sam,
    jordanNote: t.seeded.noteIds.jordan,
    mateoNote: t.seeded.noteIds.mateo,
  });
  // Omar becomes Riverside's admin: another practice's admin, who must find none of Harbor's exports.
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, t.seeded.userIds.omar));
  dana = await t.login('dana');
  omar = await t.login('omar');

  const now = t.clock.now;
  // Sam's note is signed and has an addendum; Jordan's stays a draft; Mateo (Riverside) is signed too.
  await db
    .update(notes)
    .set({ status: 'approved', signedAt: now, signedBy: t.seeded.userIds.alice })
    .where(inArray(notes.id, [ids.samNote, ids.mateoNote]));
  await db.insert(noteAddenda).values({ noteId: ids.samNote, authorId: t.seeded.userIds.alice, text: 'Called Sam to confirm the referral.', createdAt: now });
  const [samRow] = await db.select({ practiceId: clients.practiceId }).from(clients).where(eq(clients.id, ids.sam));
  const harbor = samRow!.practiceId;
  harborClients = (await db.select({ id: clients.id }).from(clients).where(eq(clients.practiceId, harbor))).map((c) => c.id);
  await db
    .insert(measureResponses)
    .values({ practiceId: harbor, clientId: ids.sam, measure: 'phq9', answers: phq9, score: 10, severity: 'moderate', submittedAt: now });
  await db.insert(charges).values({
    practiceId: harbor,
    clientId: ids.sam,
    kind: 'service',
    lineKey: 'service:90834',
    serviceDate: now.toISOString().slice(0, 10),
    serviceCode: '90834',
    description: 'Psychotherapy, 45 minutes',
    unitFeeCents: 15000,
    amountCents: 15000,
  });
  await db
    .insert(payments)
    .values({ practiceId: harbor, clientId: ids.sam, method: 'card', amountCents: 5000, receivedOn: now.toISOString().slice(0, 10), reference: '4242' });
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) }));

/** Starts an export and runs the job until it is ready; answers the finished export. */
async function exportReady(body: object): Promise<DataExport> {
  const started = await call(dana, 'POST', '/api/admin/exports', body);
  expect(started.statusCode, started.body).toBe(202);
  const { export: queued } = started.json<DataExportResponse>();
  expect(queued).toMatchObject({ status: 'queued', progress: 0 });
  return vi.waitFor(
    async () => {
      await t.app.services.jobs.runUntilIdle();
      const res = await call(dana, 'GET', `/api/admin/exports/${queued.id}`);
      const { export: now } = res.json<DataExportResponse>();
      expect(now.status, now.error ?? '').toBe('ready');
      return now;
    },
    { timeout: 60_000, interval: 100 },
  );
}

const download = (id: string, who = dana) => t.app.inject(as(who, { method: 'GET', url: `/api/admin/exports/${id}/download` }));

const resources = (bundle: FhirBundle, type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);

describe('FHIR export', () => {
  let bundle: FhirBundle;
  let exportId: string;

  it('builds a practice Bundle with progress reaching 100, downloads it once, then answers 410', async () => {
    const ready = await exportReady({ scope: 'practice', format: 'fhir' });
    exportId = ready.id;
    expect(ready.progress).toBe(100);
    expect(ready.size_bytes).toBeGreaterThan(0);
    const res = await download(ready.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tend-export-practice-.*\.fhir\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    bundle = fhirBundleSchema.parse(res.json());
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', id: ready.id });

    const again = await download(ready.id);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'export_downloaded' });
    expect(again.json().message).toMatch(/downloaded .*deleted/);
    const listed = (await call(dana, 'GET', '/api/admin/exports')).json<DataExportList>();
    expect(listed.exports.find((e) => e.id === ready.id)).toMatchObject({ status: 'downloaded', size_bytes: null });
    // The stored file went with the download.
    const left = await t.app.services.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.fileName, ready.file_name!));
    expect(left).toEqual([]);
  });

  it("holds the practice's clients as Patients, and nothing of another practice", () => {
    const patients = resources(bundle, 'Patient');
    expect(patients.map((p) => p.id).sort()).toEqual([...harborClients].sort());
    const sam = patients.find((p) => p.id === ids.sam);
    expect(sam).toMatchObject({ name: [{ family: 'Lee', given: ['Sam'] }], birthDate: '1991-04-12', identifier: [{ value: `urn:uuid:${ids.sam}` }] });
    const text = JSON.stringify(bundle);
    expect(text).not.toContain(ids.mateo);
    expect(text).not.toContain(ids.mateoNote);
    expect(text).not.toContain('Alvarez');
    expect(resources(bundle, 'Practitioner').map((p) => p.id)).toContain(t.seeded.userIds.alice);
    expect(resources(bundle, 'Practitioner').map((p) => p.id)).not.toContain(t.seeded.userIds.omar);
    const visits = resources(bundle, 'Appointment');
    expect(visits.length).toBe(harborClients.length);
    expect(visits.every((a) => a.resourceType === 'Appointment' && a.status === 'fulfilled')).toBe(true);
  });

  it('has a PHQ-9 QuestionnaireResponse coded 44249-1 with its total, and a DocumentReference per signed note only', () => {
    const [response] = resources(bundle, 'QuestionnaireResponse');
    if (response?.resourceType !== 'QuestionnaireResponse') throw new Error('no QuestionnaireResponse');
    expect(response.questionnaire).toBe('http://loinc.org/q/44249-1');
    expect(response.subject.reference).toBe(`urn:uuid:${ids.sam}`);
    expect(response.item.find((i) => i.linkId === '44261-6')?.answer).toEqual([{ valueInteger: 10 }]);
    expect(response.item.find((i) => i.linkId === 'q1')?.answer).toEqual([{ valueInteger: 2 }]);

    const documents = resources(bundle, 'DocumentReference');
    expect(documents.map((d) => d.id)).toEqual([ids.samNote]);
    const [doc] = documents;
    if (doc?.resourceType !== 'DocumentReference') throw new Error('no DocumentReference');
    expect(doc).toMatchObject({ status: 'current', docStatus: 'final', type: { coding: [{ system: 'http://loinc.org', code: '11506-3' }] } });
    const text = Buffer.from(doc.content[0]!.attachment.data, 'base64').toString('utf8');
    expect(text).toContain('Sam described a steadier week.');
    expect(text).toContain('Called Sam to confirm the referral.');
    expect(JSON.stringify(bundle)).not.toContain(ids.jordanNote);
  });

  it("audits the request, the records read and the download with the clients' ids", async () => {
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, dana.userId), inArray(auditEvents.recordType, ['data_export', 'client'])));
    expect(events.find((e) => e.action === 'create' && e.recordId === exportId)?.outcome).toBe('success');
    const read = events.find((e) => e.action === 'export' && e.recordType === 'client');
    expect(read?.recordId?.split(',').sort()).toEqual([...harborClients].sort());
    expect(events.find((e) => e.action === 'download' && e.recordType === 'data_export' && e.outcome === 'success')?.recordId).toBe(exportId);
    const downloaded = events.find((e) => e.action === 'download' && e.recordType === 'client');
    expect(downloaded?.recordId?.split(',').sort()).toEqual([...harborClients].sort());
    expect(events.find((e) => e.action === 'download' && e.outcome === 'denied')?.recordId).toBe(exportId);
  });

  it("answers 404 to another practice's admin, for the export and its download", async () => {
    expect((await call(omar, 'GET', `/api/admin/exports/${exportId}`)).statusCode).toBe(404);
    expect((await download(exportId, omar)).statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/admin/exports')).json<DataExportList>().exports.map((e) => e.id)).not.toContain(exportId);
    // Nor may they export a Harbor client.
    expect((await call(omar, 'POST', '/api/admin/exports', { scope: 'client', client_id: ids.sam, format: 'fhir' })).statusCode).toBe(404);
  });

  it("exports one client's record only, and honours an Idempotency-Key", async () => {
    const body = { scope: 'client', client_id: ids.jordan, format: 'fhir' };
    const headers = { 'idempotency-key': `export-${crypto.randomUUID()}` };
    const first = await call(dana, 'POST', '/api/admin/exports', body, headers);
    const repeat = await call(dana, 'POST', '/api/admin/exports', body, headers);
    expect(repeat.statusCode).toBe(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().export.id).toBe(first.json().export.id);

    const ready = await exportReady({ scope: 'client', client_id: ids.sam, format: 'fhir' });
    expect(ready).toMatchObject({ scope: 'client', client_id: ids.sam, client_name: 'Sam Lee' });
    const own = fhirBundleSchema.parse((await download(ready.id)).json());
    expect(resources(own, 'Patient').map((p) => p.id)).toEqual([ids.sam]);
    expect(JSON.stringify(own)).not.toContain(ids.jordan);
    expect(resources(own, 'DocumentReference').map((d) => d.id)).toEqual([ids.samNote]);
  });

  it('refuses a client export without a client', async () => {
    const res = await call(dana, 'POST', '/api/admin/exports', { scope: 'client', format: 'bundle' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('client_id');
  });
});

/** RFC 4180 rows (quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

const records = (csv: string) => {
  const [header, ...rows] = parseCsv(csv);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

const pdfText = (bytes: Uint8Array) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'export-note-')), 'note.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
};

describe('bundle export', () => {
  it('unzips to the named CSVs, README and one PDF per signed note; the rows match the database', async () => {
    const ready = await exportReady({ scope: 'practice', format: 'bundle' });
    expect(ready.progress).toBe(100);
    const res = await download(ready.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    for (const name of [
      'clients.csv',
      'appointments.csv',
      'notes.csv',
      'addenda.csv',
      'measures.csv',
      'charges.csv',
      'payments.csv',
      'audit.csv',
      'README.txt',
    ]) {
      expect(names).toContain(name);
    }
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('charges.csv');
    expect(readme).toContain('notes/<date>-<client>-<note id>.pdf');

    const clientRows = records(strFromU8(files['clients.csv']!));
    expect(clientRows.map((r) => r.id).sort()).toEqual([...harborClients].sort());
    expect(clientRows.find((r) => r.id === ids.sam)).toMatchObject({ first_name: 'Sam', last_name: 'Lee', date_of_birth: '1991-04-12' });

    const noteRows = records(strFromU8(files['notes.csv']!));
    const dbNotes = await t.app.services.db.select().from(notes).where(inArray(notes.clientId, harborClients));
    expect(noteRows.map((r) => `${r.id}:${r.status}`).sort()).toEqual(dbNotes.map((n) => `${n.id}:${n.status}`).sort());
    expect(noteRows.find((r) => r.id === ids.samNote)?.content).toBe(dbNotes.find((n) => n.id === ids.samNote)!.noteContent);
    expect(noteRows.find((r) => r.id === ids.jordanNote)?.status).toBe('draft');

    expect(records(strFromU8(files['addenda.csv']!)).map((r) => r.text)).toEqual(['Called Sam to confirm the referral.']);
    expect(records(strFromU8(files['measures.csv']!))).toEqual([
      expect.objectContaining({ client_id: ids.sam, measure: 'phq9', score: '10', severity: 'moderate' }),
    ]);
    expect(records(strFromU8(files['charges.csv']!))).toEqual([expect.objectContaining({ client_id: ids.sam, service_code: '90834', amount_cents: '15000' })]);
    expect(records(strFromU8(files['payments.csv']!))).toEqual([expect.objectContaining({ client_id: ids.sam, method: 'card', amount_cents: '5000' })]);
    const audit = records(strFromU8(files['audit.csv']!));
    expect(audit.some((r) => r.action === 'create' && r.record_type === 'data_export')).toBe(true);
    expect(strFromU8(files['audit.csv']!)).not.toContain(ids.mateo);

    const pdfs = names.filter((n) => n.startsWith('notes/'));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toMatch(new RegExp(`^notes/\\d{4}-\\d{2}-\\d{2}-sam-lee-${ids.samNote}\\.pdf$`));
    const text = pdfText(files[pdfs[0]!]!);
    expect(text).toContain('Sam described a steadier week.');
    expect(text).toContain('Electronically signed by');
    expect(text).toContain('Called Sam to confirm the referral.');
    // The note page's record header: practice, client with date of birth and record number, the visit, the clinician.
    for (const field of ['Practice: ', 'Date of birth: 1991-04-12', 'Record number: ', 'Service code (CPT): 90834', 'Place of service: 11 Office', 'Licence: '])
      expect(text).toContain(field);
  });

  it("a client bundle holds only that client's rows", async () => {
    const ready = await exportReady({ scope: 'client', client_id: ids.jordan, format: 'bundle' });
    const files = unzipSync(new Uint8Array((await download(ready.id)).rawPayload));
    expect(records(strFromU8(files['clients.csv']!)).map((r) => r.id)).toEqual([ids.jordan]);
    expect(records(strFromU8(files['notes.csv']!)).map((r) => r.id)).toEqual([ids.jordanNote]);
    expect(records(strFromU8(files['appointments.csv']!)).every((r) => r.client_id === ids.jordan)).toBe(true);
    expect(records(strFromU8(files['measures.csv']!))).toEqual([]);
    expect(records(strFromU8(files['audit.csv']!)).every((r) => r.client_id === ids.jordan)).toBe(true);
    // Jordan's note is a draft: no PDF.
    expect(Object.keys(files).filter((n) => n.startsWith('notes/'))).toEqual([]);
  });
});
