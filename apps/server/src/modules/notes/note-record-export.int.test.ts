import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../auth/actor';
import { callerTimeZone } from '../users/caller-time-zone';
import { instantInZone } from './exports/note-signature';

/*
 * A signed note's exports are the record an auditor reads: practice, client, diagnoses, session,
 * place of service, clinician, the risk response recorded at signing, signature, co-signature and
 * addenda, in each format, as they were when the note was signed.
 */

let t: TestApp;
let alice: Credentials;
let dana: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  [alice, dana] = [await t.login('alice'), await t.login('dana')];
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

const dir = mkdtempSync(path.join(tmpdir(), 'tend-record-'));
const formats = ['pdf', 'docx', 'txt'] as const;
const readers = {
  pdf: (file: string) => execFileSync('pdftotext', [file, '-']).toString(),
  docx: (file: string) => execFileSync('docx2txt', [file, '-']).toString(),
  txt: (file: string) => execFileSync('cat', [file]).toString(),
};
/** The export's text as an ordinary reader shows it, with runs of white space as one space (PDF lines wrap). */
async function exportText(who: Credentials, noteId: string, format: (typeof formats)[number]): Promise<string> {
  const res = await call(who, 'GET', `/api/notes/${noteId}/export/${format}`);
  expect(res.statusCode).toBe(200);
  const file = path.join(dir, `${crypto.randomUUID()}.${format}`);
  writeFileSync(file, res.rawPayload);
  // docx2txt writes a typographic apostrophe as a straight one.
  return readers[format](file).replace(/\s+/g, ' ').replace(/’/g, "'");
}

/** A held telehealth visit of Alice with Jordan, 53 minutes, billed as 90837. */
async function telehealthVisit(start: Date): Promise<string> {
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.jordan!,
      providerId: alice.userId,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 53 * 60_000),
      status: 'completed',
      serviceCode: '90837',
      location: 'telehealth',
    })
    .returning();
  return row!.id;
}

const planSections = { warning_signs: ['Not sleeping'], reasons_for_living: ['Her nephew'] };

describe('a signed note’s exports carry the whole record', () => {
  let noteId: string;
  const jordan = () => t.seeded.clientIds.jordan!;

  beforeAll(async () => {
    // The practice's identity, Alice's credentials and licence, Jordan's diagnoses and safety plan.
    const practice = await call(dana, 'PATCH', '/api/admin/practice-profile', {
      name: 'Harbor Counseling Collective',
      npi: '1245319599',
      address: { line1: '200 Harbor Way', line2: 'Suite 4', city: 'Portland', region: 'ME', postal_code: '04101', country: 'US' },
    });
    expect(practice.statusCode).toBe(200);
    const provider = { npi: '1234567893', credentials: 'LCSW', license_number: 'LC-48213', license_state: 'ME', taxonomy_code: null };
    expect((await call(dana, 'PUT', `/api/billing/provider-profile/${alice.userId}`, provider)).statusCode).toBe(200);
    for (const code of ['F41.1', 'F32.1']) expect((await call(alice, 'POST', `/api/clients/${jordan()}/diagnoses`, { code })).statusCode).toBe(201);
    expect((await call(alice, 'PUT', `/api/clients/${jordan()}/safety-plan`, { sections: planSections })).statusCode).toBe(200);
    const assessment = (
      await call(alice, 'POST', `/api/clients/${jordan()}/risk-assessments`, {
        screener: { wish_to_be_dead: true, suicidal_thoughts: false, behavior: true, behavior_past_3_months: true },
        self_harm: { nssi_past_month: false },
        homicide: { thoughts: false },
      })
    ).json().id as string;
    const completed = await call(alice, 'POST', `/api/risk-assessments/${assessment}/complete`, {});
    expect(completed.statusCode).toBe(200);

    // 15:00–15:53 in New York on 2026-03-10 (EDT).
    const encounterId = await telehealthVisit(new Date('2026-03-10T19:00:00Z'));
    const form = new URLSearchParams({
      user_id: alice.userId,
      encounter_id: encounterId,
      document_type: 'soap_note',
      approved: 'false',
      note_content: '## Subjective\nJordan reported thoughts of suicide last week, with no plan.\n## Plan\nWeekly sessions.',
    });
    const draft = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/save_note_db', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(draft.statusCode).toBe(201);
    noteId = draft.json().note_id;
    const risk_response = {
      action: 'safety_plan_reviewed',
      additional_actions: ['consultation'],
      reason: 'Reviewed the plan together; consulted Dr Reyes the same day.',
      assessment_id: assessment,
    };
    expect((await call(alice, 'POST', `/api/notes/${noteId}/approve`, { risk_response })).statusCode).toBe(200);
    expect((await call(alice, 'POST', `/api/notes/${noteId}/addenda`, { text: 'Jordan called to confirm the next session.' })).statusCode).toBe(201);

    // After signing, the licence is renewed, a diagnosis resolved and the plan rewritten: the export
    // still reads what was true at signing.
    t.clock.advance(60_000);
    expect((await call(dana, 'PUT', `/api/billing/provider-profile/${alice.userId}`, { ...provider, license_number: 'LC-99999' })).statusCode).toBe(200);
    const diagnoses = (await call(alice, 'GET', `/api/clients/${jordan()}/diagnoses`)).json().diagnoses as { id: string; code: string }[];
    const depression = diagnoses.find((d) => d.code === 'F32.1')!;
    expect((await call(alice, 'PATCH', `/api/clients/${jordan()}/diagnoses/${depression.id}`, { resolved_on: '2026-03-20' })).statusCode).toBe(200);
    expect(
      (await call(alice, 'PUT', `/api/clients/${jordan()}/safety-plan`, { sections: { ...planSections, warning_signs: ['Skipping meals'] } })).statusCode,
    ).toBe(200);
  });

  it.each(formats)('%s: practice, client, diagnoses, session, place of service, clinician, risk response, signature, co-signature, addenda', async (format) => {
    const text = await exportText(alice, noteId, format);
    const signedAt = (await call(alice, 'GET', `/api/notes/${noteId}`)).json().signed_at as string;
    const recordNumber = jordan().replace(/-/g, '').slice(-8).toUpperCase();
    const signedStamp = /Electronically signed by .*? on (\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+)/.exec(text)?.[1];
    for (const field of [
      'Practice: Harbor Counseling Collective',
      'Address: 200 Harbor Way, Suite 4, Portland, ME 04101, US',
      'Practice NPI: 1245319599',
      'Client: Jordan Blake',
      'Date of birth: 1986-09-30',
      `Record number: ${recordNumber}`,
      'F41.1 Generalized anxiety disorder',
      'F32.1 Major depressive disorder, single episode, moderate',
      'Date of service: 2026-03-10',
      'Start: 15:00 EDT',
      'End: 15:53 EDT',
      'Duration: 53 minutes',
      'Service code (CPT): 90837 Psychotherapy, 60 minutes',
      "Place of service: 10 Telehealth in the client's home (telehealth)",
      'Clinician: Dr Alice Moreno, LCSW',
      'Licence: LC-48213 (ME)',
      'Clinician NPI: 1234567893',
      'Response: Safety plan reviewed or made; Consultation',
      'Reason or details: Reviewed the plan together; consulted Dr Reyes the same day.',
      'Risk assessment: High risk, completed',
      // The plan as it was at signing (rewritten a minute later).
      `Safety plan: On file, last updated ${signedStamp}, not shared with the client`,
      'Jordan reported thoughts of suicide last week, with no plan.',
      `Electronically signed by Dr Alice Moreno, LCSW on ${signedStamp}`,
      'Co-signature: Not recorded',
      'Jordan called to confirm the next session.',
    ])
      expect(text, field).toContain(field);
    // Signed at the moment the note says, in the clinician's zone.
    const zone = await callerTimeZone(t.app.services.db, { userId: alice.userId } as Actor);
    expect(signedStamp).toBe(instantInZone(new Date(signedAt), zone));
    expect(text).not.toContain('LC-99999');
    // The addendum follows the signature; the risk response precedes it.
    expect(text.indexOf('Risk assessment:')).toBeLessThan(text.indexOf('Electronically signed'));
    expect(text.indexOf('Electronically signed')).toBeLessThan(text.indexOf('Jordan called to confirm'));
  });

  it('each export is audited with its note and client; a colleague outside the caseload gets 404, audited', async () => {
    const ben = await t.login('ben');
    const latest = async () =>
      (
        await t.app.services.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.recordId, noteId), eq(auditEvents.action, 'export')))
          .orderBy(desc(auditEvents.seq))
          .limit(1)
      )[0];
    for (const format of formats) {
      await exportText(alice, noteId, format);
      expect(await latest()).toMatchObject({ actorId: alice.userId, clientId: jordan(), outcome: 'success' });
      const refused = await call(ben, 'GET', `/api/notes/${noteId}/export/${format}`);
      expect(refused.statusCode).toBe(404);
      expect(await latest()).toMatchObject({ actorId: ben.userId, outcome: 'not_found' });
    }
  });
});

describe('a fact nobody entered', () => {
  it('is printed "Not recorded", never left out or made up', async () => {
    // Omar's practice has no billing identity, he has no NPI or licence, Mateo no diagnosis or plan.
    const omar = await t.login('omar');
    const noteId = t.seeded.noteIds.mateo!;
    expect((await call(omar, 'POST', `/api/notes/${noteId}/approve`, {})).statusCode).toBe(200);
    for (const format of formats) {
      const text = await exportText(omar, noteId, format);
      for (const field of [
        'Address: Not recorded',
        'Practice NPI: Not recorded',
        'Diagnoses (ICD-10-CM): Not recorded',
        'Licence: Not recorded',
        'Clinician NPI: Not recorded',
        'Response: Not recorded',
        'Co-signature: Not recorded',
      ])
        expect(text, `${format}: ${field}`).toContain(field);
    }
  });
});
