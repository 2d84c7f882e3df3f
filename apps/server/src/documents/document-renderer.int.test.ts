import { execFileSync } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notes } from '@tend/db/schema/notes';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';
import { createDocumentRenderer, renderSettled, renderStarted } from './document-renderer';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const dir = mkdtempSync(path.join(tmpdir(), 'tend-render-'));
const pdfText = (bytes: Buffer) => {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString();
};

describe('documents are made off the event loop', () => {
  it('answers /api/health while a slow PDF export is still rendering', async () => {
    // An unbroken 40,000-character string (a pasted image, say): pdfkit takes seconds to wrap it.
    const payload = new URLSearchParams({ note_content: 'x'.repeat(40_000), format: 'pdf', document_type: 'soap_note', client_name: 'Sam Lee' }).toString();
    const events: string[] = [];
    // Health over a real socket, asked the moment the PDF starts: it must answer before the PDF is
    // done. (A socket is read only when the event loop turns, so a render on it would go first.)
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let health: Promise<unknown> | undefined;
    const onStart = () => {
      events.push('render started');
      health = fetch(`${base}/api/health`)
        .then((res) => res.json() as Promise<{ ok: boolean }>)
        .then((body) => events.push(`health ${body.ok}`));
    };
    const onSettled = () => events.push('render settled');
    subscribe(renderStarted.name, onStart);
    subscribe(renderSettled.name, onSettled);
    try {
      const res = await t.app.inject(
        as(alice, { method: 'POST', url: '/api/download_note_pdf', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      );
      await health;
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(events).toEqual(['render started', 'health true', 'render settled']);
    } finally {
      unsubscribe(renderStarted.name, onStart);
      unsubscribe(renderSettled.name, onSettled);
    }
  });

  it('exports a signed note with its addenda, and refuses one past the export limit naming it', async () => {
    const noteId = t.seeded.noteIds.sam!;
    const addendum = (text: string) => t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${noteId}/addenda`, payload: { text } }));
    // Addenda are for signed notes.
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${noteId}/approve` }))).statusCode).toBe(200);
    expect((await addendum('Client called on Monday to report improved sleep.')).statusCode).toBe(201);
    const withAddendum = await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${noteId}/export/pdf` }));
    expect(withAddendum.statusCode).toBe(200);
    const text = pdfText(withAddendum.rawPayload);
    expect(text).toContain('described a steadier week.');
    expect(text).toMatch(/Addendum — Dr Alice Moreno, \d{4}-\d{2}-\d{2}/);
    expect(text).toContain('Client called on Monday to report improved sleep.');

    // A note at its 100,000-character limit plus three full addenda (20,000 each) is past 150,000.
    const sentence = 'Client described the week, sleep and work in detail. ';
    await t.app.services.db
      .update(notes)
      .set({ noteContent: sentence.repeat(Math.ceil(100_000 / sentence.length)).slice(0, 100_000) })
      .where(eq(notes.id, noteId));
    for (let i = 0; i < 3; i++) expect((await addendum(sentence.repeat(400).slice(0, 20_000))).statusCode).toBe(201);
    const refused = await t.app.inject(as(alice, { method: 'GET', url: `/api/notes/${noteId}/export/pdf` }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ error: 'payload_too_large' });
    expect(refused.json().message).toMatch(/^Too much text to export: 160,\d{3} characters, and one export holds at most 150,000/);
  });

  it('stops a render past its deadline: the worker thread is ended and the next job gets a fresh one', async () => {
    const renderer = createDocumentRenderer({ deadlineMs: 4000, workers: 1 });
    const header = { title: 'SOAP note', clientName: 'Sam Lee', date: '2026-11-24' };
    try {
      // 150,000 characters with no break: this render alone runs well past 4 s (about 25 s here).
      await expect(renderer.render('notePdf', 'x'.repeat(150_000), header)).rejects.toMatchObject({
        status: 503,
        code: 'service_unavailable',
        message: 'The document took longer than 4 s to make and was stopped. Try again, or export a shorter document.',
      });
      await vi.waitFor(() => expect(renderer.workerCount).toBe(0));

      const after = await renderer.render('notePdf', 'Rendered after the stop.', header);
      expect(pdfText(after)).toContain('Rendered after the stop.');
      expect(renderer.workerCount).toBe(1);
    } finally {
      await renderer.close();
    }
  });
});
