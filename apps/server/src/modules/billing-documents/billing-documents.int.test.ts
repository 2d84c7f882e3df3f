/**
 * Statements, invoices and superbills end to end on the real database: ledger rows for Sam Lee
 * (a telehealth 90837, a late-cancel fee, a partial payment), PDFs read back with pdftotext, and
 * the rule that a late-cancel fee never reaches a superbill.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { addCharge, addPayment, pdfText, setClientForClaims, setPracticeIdentity, setProviderIdentity } from './billing-fixtures';

let t: TestApp;
let alice: Credentials;
let omar: Credentials;
let sam: string;
let jordan: string;
const ids = { visit1: '', visit2: '', lateCancel: '', jordanVisit: '', jordanLate: '' };

beforeAll(async () => {
  t = await createTestApp();
  [alice, omar] = await Promise.all([t.login('alice'), t.login('omar')]);
  const db = t.app.services.db;
  const practiceId = t.seeded.practiceIds.harbor;
  const providerId = t.seeded.userIds.alice;
  [sam, jordan] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!];
  await setPracticeIdentity(db, practiceId);
  await setProviderIdentity(db, practiceId, providerId);
  await setClientForClaims(db, sam, 'XJD123456789');
  const base = { practiceId, providerId };
  // September: a visit paid in full (the opening balance of October is zero but it shows history).
  const september = await addCharge(db, { ...base, clientId: sam, date: '2026-09-20', feeCents: 13000, code: '90834', pos: '11', modifiers: [] });
  await addPayment(db, { practiceId, clientId: sam, date: '2026-09-20', amountCents: 13000, allocations: [[september, 13000]] });
  ids.visit1 = await addCharge(db, { ...base, clientId: sam, date: '2026-10-05' });
  ids.lateCancel = await addCharge(db, { ...base, clientId: sam, date: '2026-10-12', kind: 'late_cancel', feeCents: 5000 });
  ids.visit2 = await addCharge(db, { ...base, clientId: sam, date: '2026-10-19' });
  await addPayment(db, { practiceId, clientId: sam, date: '2026-10-06', amountCents: 10000, allocations: [[ids.visit1, 10000]] });
  ids.jordanVisit = await addCharge(db, { ...base, clientId: jordan, date: '2026-10-07', feeCents: 13000, code: '90834' });
  ids.jordanLate = await addCharge(db, { ...base, clientId: jordan, date: '2026-10-14', kind: 'late_cancel', feeCents: 5000 });
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const auditOf = (action: string, recordType: string) =>
  t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordType, recordType)));

describe('statements and invoices', () => {
  it('a statement shows the opening balance, each movement with its running balance, and the closing balance', async () => {
    const res = await call(alice, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31&kind=statement`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Harbor Counseling LLC');
    expect(text).toContain('Tax ID: 12-3456789');
    expect(text).toContain('Sam Lee');
    expect(text).toContain('4 Elm Rd');
    expect(text).toMatch(/10\/01\/2026 Opening balance \$0\.00/);
    // 170.00 charged, 100.00 paid, 50.00 late-cancel fee, 170.00 charged: 290.00 owed at the end.
    expect(text).toMatch(/90837 Psychotherapy, 60 minutes \$170\.00 \$170\.00/);
    expect(text).toMatch(/Payment \(card\) -\$100\.00 \$70\.00/);
    expect(text).toMatch(/Late cancellation fee \$50\.00 \$120\.00/);
    expect(text).toMatch(/Closing balance \$290\.00/);
    expect(text).toContain('Balance due: $290.00');
    expect(text).toContain('Credit on account: $0.00');
    expect(await auditOf('download_statement', 'statement')).toEqual(expect.arrayContaining([expect.objectContaining({ clientId: sam, outcome: 'success' })]));
  });

  it('an invoice lists the period’s charges with paid and due, and the total due', async () => {
    const res = await call(alice, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31&kind=invoice`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toMatch(/10\/05\/2026 90837 Psychotherapy, 60 minutes \$170\.00 \$100\.00 \$70\.00/);
    expect(text).toContain('Total due: $290.00');
    expect(text).not.toContain('09/20/2026');
  });

  it('refuses a reversed period and hides another practice’s client', async () => {
    expect((await call(alice, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-10-31&to=2026-10-01`)).statusCode).toBe(400);
    expect((await call(omar, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31`)).statusCode).toBe(404);
    // A colleague in the same practice (not Sam's therapist nor her supervisor) finds nothing either.
    const ben = await t.login('ben');
    const probe = await call(ben, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31`);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).not.toContain('Sam');
    expect((await call(ben, 'POST', '/api/claims/cms1500', { charge_ids: [ids.visit1] })).statusCode).toBe(400);
  });
});

describe('superbills', () => {
  let monthly = '';

  it('a monthly superbill holds the month’s service lines only, never the late-cancel fee', async () => {
    const res = await call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'month', month: '2026-10' });
    expect(res.statusCode).toBe(201);
    const [bill] = res.json().superbills;
    monthly = bill.id;
    expect(bill).toMatchObject({
      client_name: 'Sam Lee',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      total_cents: 34000,
      paid_cents: 10000,
      status: 'draft',
    });
    expect(bill.charge_ids.sort()).toEqual([ids.visit1, ids.visit2].sort());
    expect(bill.charge_ids).not.toContain(ids.lateCancel);

    const pdf = await call(alice, 'GET', `/api/superbills/${monthly}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'Superbill',
      'Harbor Counseling LLC',
      'NPI: 1234567893',
      'Tax ID: 12-3456789',
      'Dr Alice Moreno, PhD',
      'NPI: 1987654321',
      'PSY-4471 (ME)',
      'Date of birth: 04/12/1991',
      'member ID XJD123456789',
      'F41.1 Generalized anxiety disorder',
      '10/05/2026 90837',
      'Totals $340.00 $100.00',
      // What was not paid: write-offs are not counted, so it is not called a balance.
      'Unpaid: $240.00',
      'Provider signature',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/95 10 1 \$170\.00 \$100\.00/);
    expect(text).not.toContain('Late cancellation');
    expect(text).not.toContain('$50.00');
  });

  it('one superbill per visit in visit mode', async () => {
    const res = await call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'visit', month: '2026-10' });
    expect(res.statusCode).toBe(201);
    const bills = res.json().superbills as { period_start: string; period_end: string; total_cents: number }[];
    expect(bills.map((b) => [b.period_start, b.period_end, b.total_cents]).sort()).toEqual([
      ['2026-10-05', '2026-10-05', 17000],
      ['2026-10-19', '2026-10-19', 17000],
    ]);
  });

  it('refuses a late-cancel fee named by id, and a month with no billable charges (400 naming it)', async () => {
    const named = await call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'visit', charge_ids: [ids.visit1, ids.lateCancel] });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toContain(ids.lateCancel);
    expect(named.json().message).toContain('late-cancel fee');
    const empty = await call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'month', month: '2026-08' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('No billable charges');
    const missing = await call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'month' });
    expect(missing.statusCode).toBe(400);
  });

  it('a monthly batch makes one per client with billable charges, skips those who have one, and leaves fees out', async () => {
    const res = await call(alice, 'POST', '/api/superbills/batch', { month: '2026-10' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.skipped).toEqual([expect.objectContaining({ client_id: sam, client_name: 'Sam Lee' })]);
    expect(body.created).toHaveLength(1);
    expect(body.created[0]).toMatchObject({ client_id: jordan, charge_ids: [ids.jordanVisit], total_cents: 13000 });

    const again = await call(alice, 'POST', '/api/superbills/batch', { month: '2026-10', regenerate: true });
    expect(
      again
        .json()
        .created.map((b: { client_id: string }) => b.client_id)
        .sort(),
    ).toEqual([sam, jordan].sort());
    for (const b of again.json().created) expect(b.charge_ids).not.toContain(b.client_id === sam ? ids.lateCancel : ids.jordanLate);
  });

  it('lists, filters and marks sent; another practice sees none of it', async () => {
    const sent = await call(alice, 'POST', `/api/superbills/${monthly}/sent`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ id: monthly, status: 'sent' });
    expect(sent.json().sent_at).toBeTruthy();

    const list = await call(alice, 'GET', `/api/superbills?client_id=${sam}&status=sent`);
    expect(list.json().superbills.map((b: { id: string }) => b.id)).toEqual([monthly]);
    expect((await call(alice, 'GET', `/api/superbills?client_id=${jordan}`)).json().superbills.length).toBeGreaterThan(0);

    expect((await call(omar, 'GET', '/api/superbills')).json().superbills).toEqual([]);
    expect((await call(omar, 'GET', `/api/superbills/${monthly}/pdf`)).statusCode).toBe(404);
    expect((await call(omar, 'POST', `/api/superbills/${monthly}/sent`)).statusCode).toBe(404);
    expect((await call(omar, 'POST', '/api/superbills', { client_id: sam, mode: 'month', month: '2026-10' })).statusCode).toBe(404);
    expect(await auditOf('generate_superbill', 'superbill')).toEqual(expect.arrayContaining([expect.objectContaining({ recordId: monthly, clientId: sam })]));
    expect(await auditOf('download_superbill', 'superbill')).toEqual(
      expect.arrayContaining([expect.objectContaining({ recordId: monthly, clientId: null, outcome: 'not_found' })]),
    );
  });
});
