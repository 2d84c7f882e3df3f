import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ReportResponse } from '@tend/contracts/reports.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { renderStarted } from '../../documents/document-renderer';
import { fixtureNow, seedFortnight } from '../admin-dashboard/dashboard-fixture';

let t: TestApp;
let dana: Credentials;
let carla: Credentials;
let fixture: Awaited<ReturnType<typeof seedFortnight>>;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await seedFortnight(t);
  t.clock.now = fixtureNow;
  dana = await t.login('dana');
  carla = await t.login('carla');
});
afterAll(() => t.app.close());

const week = 'from=2030-01-14&to=2030-01-20';
const call = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'GET', url }));
async function report(who: Credentials, url: string): Promise<ReportResponse> {
  const res = await call(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportResponse>();
}
const auditOf = (action: string, recordType: string) =>
  t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.practiceId, t.seeded.practiceIds.harbor), eq(auditEvents.action, action), eq(auditEvents.recordType, recordType)));

describe('reports', () => {
  it("lists the week's sessions in local time, filtered by provider, and audits the visits shown", async () => {
    const r = await report(dana, `/api/admin/reports/sessions?${week}`);
    expect(r.columns.map((c) => c.key)).toEqual(['date', 'time', 'client', 'provider', 'type', 'status']);
    expect(r.rows).toHaveLength(8);
    expect(r.truncated).toBe(false);
    expect(r.rows[0]).toEqual({ date: '2030-01-14', time: '09:00', client: 'Sam Lee', provider: 'Dr Alice Moreno', type: '90834', status: 'completed' });
    // Sunday 23:30 local is in the week, last in order.
    expect(r.rows.at(-1)).toMatchObject({ date: '2030-01-20', time: '23:30', status: 'scheduled' });
    expect(r.rows.some((row) => row.client === 'Mateo Alvarez')).toBe(false);

    const ben = await report(dana, `/api/admin/reports/sessions?${week}&provider_id=${t.seeded.userIds.ben}`);
    expect(ben.rows.map((row) => row.status)).toEqual(['completed', 'completed', 'cancelled']);
    // A supervisor asking for a clinician outside their supervision gets nothing.
    expect((await report(carla, `/api/admin/reports/sessions?${week}&provider_id=${t.seeded.userIds.ben}`)).rows).toEqual([]);
    expect((await report(carla, `/api/admin/reports/sessions?${week}`)).rows).toHaveLength(5);

    const [event] = (await auditOf('report', 'appointment')).filter((e) => e.recordId?.includes(fixture.sundayLate.id));
    expect(event?.recordId?.split(',')).toHaveLength(8);
  });

  it('exports CSV with the same rows, and audits the export', async () => {
    const res = await call(dana, `/api/admin/reports/sessions?${week}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('sessions-2030-01-14-to-2030-01-20.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Time,Client,Provider,Type,Status');
    expect(lines[1]).toBe('2030-01-14,09:00,Sam Lee,Dr Alice Moreno,90834,completed');
    expect(lines).toHaveLength(9);
    expect((await auditOf('export', 'appointment')).some((e) => e.recordId?.includes(fixture.samMon.id))).toBe(true);
  });

  it('makes a PDF on the document workers with the rows in it', async () => {
    const jobs: string[] = [];
    const seen = (message: unknown) => jobs.push((message as { job: string }).job);
    renderStarted.subscribe(seen);
    const res = await call(dana, `/api/admin/reports/billing?${week}&format=pdf`);
    renderStarted.unsubscribe(seen);
    expect(res.statusCode).toBe(200);
    expect(jobs).toContain('reportPdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tend-report-')), 'billing.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Billing by client');
    expect(text).toContain('Harbor Counseling Collective');
    expect(text).toMatch(/Sam Lee\s+Dr Alice Moreno\s+\$150\.00\s+\$100\.00\s+\$50\.00/);
    expect(text).toMatch(/Priya Nair\s+Dr Ben Okafor\s+\$120\.00\s+\$0\.00\s+\$70\.00/);
    expect(text).not.toContain('Mateo');
  });

  it('gives charges, payments and balance per client', async () => {
    const r = await report(dana, `/api/admin/reports/billing?${week}`);
    expect(r.rows).toEqual([
      { client: 'Jordan Blake', provider: 'Dr Alice Moreno', charges_cents: 0, payments_cents: 0, balance_cents: 5_000 },
      { client: 'Priya Nair', provider: 'Dr Ben Okafor', charges_cents: 12_000, payments_cents: 0, balance_cents: 7_000 },
      { client: 'Sam Lee', provider: 'Dr Alice Moreno', charges_cents: 15_000, payments_cents: 10_000, balance_cents: 5_000 },
    ]);
  });

  it('lists unsigned notes with their age, and the roster with first, last and next sessions', async () => {
    const notes = await report(dana, `/api/admin/reports/unsigned-notes?${week}`);
    expect(notes.rows).toEqual([{ note: 'soap note', client: 'Priya Nair', provider: 'Dr Ben Okafor', session_date: '2030-01-16', age_days: 2 }]);
    expect((await auditOf('report', 'note')).some((e) => e.recordId !== null)).toBe(true);

    const roster = await report(carla, '/api/admin/reports/client-roster');
    expect(roster.rows.map((r) => r.client)).toEqual(['Jordan Blake', 'Sam Lee']);
    expect(roster.rows[1]).toMatchObject({ status: 'active', provider: 'Dr Alice Moreno', last_session: '2030-01-14', next_appointment: '2030-01-20' });
    const [event] = (await auditOf('report', 'client')).slice(-1);
    expect(event?.recordId?.split(',').sort()).toEqual([t.seeded.clientIds.jordan, t.seeded.clientIds.sam].sort());
  });

  it('refuses an unknown report, a backwards range and a bad provider id; points to the audit export', async () => {
    const audit = await call(dana, '/api/admin/reports/audit');
    expect(audit.statusCode).toBe(400);
    expect(audit.body).toContain('/api/admin/audit-logs/export');
    expect((await call(dana, '/api/admin/reports/sessions?from=2030-02-01&to=2030-01-01')).statusCode).toBe(400);
    expect((await call(dana, '/api/admin/reports/sessions?provider_id=nope')).statusCode).toBe(400);
  });
});
