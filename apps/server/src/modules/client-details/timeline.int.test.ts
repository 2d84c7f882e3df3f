/** The client timeline: built from the rows that record each event, newest first, scoped and audited. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let sam: string;
const hour = 3_600_000;

interface Event {
  id: string;
  kind: string;
  at: string;
  date: string | null;
  title: string;
  detail: string | null;
  actor_name: string | null;
  note_id: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben] = await Promise.all([t.login('alice'), t.login('ben')]);
  sam = t.seeded.clientIds.sam!;
  const db = t.app.services.db;
  // Sam's seeded note was written for the visit two days ago; Alice signed it an hour ago.
  await db
    .update(notes)
    .set({ status: 'approved', signedAt: new Date(t.clock.now.getTime() - hour), signedBy: alice.userId })
    .where(eq(notes.id, t.seeded.noteIds.sam!));
  // A visit next week, cancelled half an hour ago; and one tomorrow, still ahead (not history yet).
  const [visit] = await db.select().from(encounters).where(eq(encounters.clientId, sam));
  const ahead = (days: number) => new Date(t.clock.now.getTime() + days * 24 * hour);
  await db.insert(encounters).values([
    {
      practiceId: visit!.practiceId,
      clientId: sam,
      providerId: alice.userId,
      scheduledStart: ahead(7),
      scheduledEnd: new Date(ahead(7).getTime() + hour),
      status: 'cancelled',
      statusChangedAt: new Date(t.clock.now.getTime() - hour / 2),
    },
    { practiceId: visit!.practiceId, clientId: sam, providerId: alice.userId, scheduledStart: ahead(1), scheduledEnd: new Date(ahead(1).getTime() + hour) },
  ]);
  const post = (url: string, payload: object) => t.app.inject(as(alice, { method: 'POST', url, payload }));
  t.clock.advance(60_000);
  const gad = (await post(`/api/clients/${sam}/diagnoses`, { code: 'F41.1' })).json().id;
  t.clock.advance(60_000);
  await post(`/api/clients/${sam}/consents`, { kind: 'telehealth', granted: true, source: 'portal form' });
  await t.app.inject(as(alice, { method: 'PATCH', url: `/api/clients/${sam}/diagnoses/${gad}`, payload: { resolved_on: '2024-05-01' } }));
  await t.app.inject(as(alice, { method: 'PATCH', url: `/api/clients/${sam}/diagnoses/${gad}`, payload: { diagnosed_on: '2024-01-02' } }));
});
afterAll(() => t.app.close());

const timeline = async (who: Credentials, query = '') => t.app.inject(as(who, { method: 'GET', url: `/api/clients/${sam}/timeline${query}` }));

describe('GET /api/clients/:id/timeline', () => {
  let events: Event[];

  it('lists what happened, newest first', async () => {
    const res = await timeline(alice);
    expect(res.statusCode).toBe(200);
    events = res.json().events;
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'consent_recorded',
        'diagnosis_added',
        'appointment_cancelled',
        'note_signed',
        'note_created',
        'appointment',
        'client_created',
        'diagnosis_resolved',
      ]),
    );
  });

  it('draws each event from its row: who, what and when', async () => {
    const byKind = (kind: string) => events.filter((e) => e.kind === kind);
    expect(byKind('consent_recorded')).toEqual([
      expect.objectContaining({ title: 'Telehealth sessions: consent given', detail: 'portal form', actor_name: 'Dr Alice Moreno' }),
    ]);
    expect(byKind('diagnosis_added')).toEqual([
      expect.objectContaining({ title: 'Diagnosis added: F41.1', detail: 'Generalized anxiety disorder', actor_name: 'Dr Alice Moreno' }),
    ]);
    expect(byKind('diagnosis_resolved')).toEqual([expect.objectContaining({ date: '2024-05-01', title: 'Diagnosis resolved: F41.1' })]);
    expect(byKind('note_signed')).toEqual([
      expect.objectContaining({ title: 'SOAP note signed', actor_name: 'Dr Alice Moreno', note_id: t.seeded.noteIds.sam }),
    ]);
    expect(byKind('note_created')[0]).toMatchObject({ title: 'SOAP note started', note_id: t.seeded.noteIds.sam });
    expect(byKind('appointment')).toEqual([
      expect.objectContaining({ title: 'Appointment, completed', detail: 'Service 90834', actor_name: 'Dr Alice Moreno' }),
    ]);
    expect(byKind('appointment_cancelled')).toEqual([expect.objectContaining({ title: 'Appointment cancelled (cancelled)' })]);
    expect(byKind('appointment_cancelled')[0]!.detail).toMatch(/^Was booked for /);
    // The visit tomorrow has not happened, so it is not history.
    expect(events.filter((e) => e.kind.startsWith('appointment'))).toHaveLength(2);
  });

  it('shows a discharge on its date once the client is discharged', async () => {
    const res = await t.app.inject(
      as(alice, { method: 'PATCH', url: `/api/clients/${sam}`, payload: { status: 'discharged', discharged_on: '2025-02-03', discharge_reason: 'Goals met' } }),
    );
    expect(res.statusCode).toBe(200);
    const discharged = (await timeline(alice)).json().events.filter((e: Event) => e.kind === 'client_discharged');
    expect(discharged).toEqual([expect.objectContaining({ date: '2025-02-03', title: 'Discharged', detail: 'Goals met' })]);
  });

  it('keeps to the limit, the newest kept', async () => {
    const two = (await timeline(alice, '?limit=2')).json().events;
    const all = (await timeline(alice)).json().events;
    expect(two).toEqual(all.slice(0, 2));
    const bad = await timeline(alice, '?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/query\.limit/);
  });

  it('is missing to another clinician, and every read is audited', async () => {
    expect((await timeline(ben)).statusCode).toBe(404);
    const reads = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, sam), eq(auditEvents.action, 'read_timeline')));
    expect(reads.filter((e) => e.actorId === alice.userId && e.outcome === 'success' && e.clientId === sam).length).toBeGreaterThanOrEqual(4);
    expect(reads.filter((e) => e.actorId === ben.userId)).toEqual([expect.objectContaining({ outcome: 'not_found', clientId: null })]);
  });
});
