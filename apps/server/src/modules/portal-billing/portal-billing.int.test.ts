/**
 * The portal's billing page: Sam sees his own balance, charges, payments, statements and the
 * superbills the practice sent — never another client's (404, audited) nor a draft superbill.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { monthRange } from '../billing-documents/billable-charges';
import { addCharge, addPayment, pdfText, setClientForClaims } from '../billing-documents/billing-fixtures';

let t: TestApp;
let alice: Credentials;
let samUser: Credentials;
let sam: string;
let jordan: string;
let sentBill = '';
let draftBill = '';
let jordanBill = '';

beforeAll(async () => {
  t = await createTestApp();
  [alice, samUser] = await Promise.all([t.login('alice'), t.login('sam')]);
  const db = t.app.services.db;
  const practiceId = t.seeded.practiceIds.harbor;
  const base = { practiceId, providerId: t.seeded.userIds.alice };
  [sam, jordan] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!];
  await setClientForClaims(db, sam, 'XJD123456789');
  const visit = await addCharge(db, { ...base, clientId: sam, date: '2026-10-05' });
  await addCharge(db, { ...base, clientId: sam, date: '2026-11-03', kind: 'late_cancel', feeCents: 5000 });
  await addPayment(db, { practiceId, clientId: sam, date: '2026-10-06', amountCents: 10000, allocations: [[visit, 10000]] });
  await addCharge(db, { ...base, clientId: jordan, date: '2026-10-07', feeCents: 13000, code: '90834' });

  const make = async (clientId: string) =>
    (await t.app.inject(as(alice, { method: 'POST', url: '/api/superbills', payload: { client_id: clientId, mode: 'month', month: '2026-10' } }))).json()
      .superbills[0].id;
  [sentBill, draftBill, jordanBill] = [await make(sam), await make(sam), await make(jordan)];
  for (const id of [sentBill, jordanBill]) await t.app.inject(as(alice, { method: 'POST', url: `/api/superbills/${id}/sent` }));
});
afterAll(() => t.app.close());

const get = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'GET', url }));

describe('portal billing', () => {
  it('Sam sees his balance, charges, payments, statement months and sent superbills, and no diagnosis', async () => {
    const res = await get(samUser, '/api/client/billing');
    expect(res.statusCode).toBe(200);
    const { accounts } = res.json();
    expect(accounts).toHaveLength(1);
    const account = accounts[0];
    expect(account).toMatchObject({ client_id: sam, client_name: 'Sam Lee', balance_cents: 17000 - 10000 + 5000, credit_cents: 0 });
    expect(account.charges).toEqual([
      expect.objectContaining({ service_date: '2026-11-03', amount_cents: 5000, paid_cents: 0, due_cents: 5000 }),
      expect.objectContaining({ service_date: '2026-10-05', amount_cents: 17000, paid_cents: 10000, due_cents: 7000 }),
    ]);
    expect(account.payments).toEqual([expect.objectContaining({ received_on: '2026-10-06', method: 'card', amount_cents: 10000 })]);
    expect(account.statement_months).toEqual(['2026-11', '2026-10']);
    expect(account.superbills.map((s: { id: string }) => s.id)).toEqual([sentBill]);
    expect(res.body).not.toContain('F41.1');
  });

  it('Sam downloads his month’s statement', async () => {
    const res = await get(samUser, `/api/client/billing/${sam}/statement.pdf?month=2026-10`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Sam Lee');
    expect(text).toContain('Period: 10/01/2026 to 10/31/2026');
    expect(text).toMatch(/Closing balance\s+\$70\.00/);
    expect((await get(samUser, `/api/client/billing/${sam}/statement.pdf?month=2026-13`)).statusCode).toBe(400);
  });

  it('another client’s statement or superbill is not found, and the attempt is audited', async () => {
    expect((await get(samUser, `/api/client/billing/${jordan}/statement.pdf?month=2026-10`)).statusCode).toBe(404);
    const denied = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'download_statement'), eq(auditEvents.recordId, jordan), eq(auditEvents.actorId, samUser.userId)));
    expect(denied).toEqual([expect.objectContaining({ outcome: 'not_found', clientId: null })]);
    expect((await get(samUser, `/api/client/billing/superbills/${jordanBill}/pdf`)).statusCode).toBe(404);
  });

  it('a sent superbill downloads; a draft does not', async () => {
    const sent = await get(samUser, `/api/client/billing/superbills/${sentBill}/pdf`);
    expect(sent.statusCode).toBe(200);
    expect(pdfText(sent.rawPayload)).toContain('90837');
    expect((await get(samUser, `/api/client/billing/superbills/${draftBill}/pdf`)).statusCode).toBe(404);
  });

  it('a write-off shows on Sam’s statement as an adjustment, without staff’s reason', async () => {
    const visit = (await get(alice, `/api/clients/${sam}/ledger`)).json().charges.find((c: { service_date: string }) => c.service_date === '2026-10-05');
    const payload = { amount_cents: 1000, reason: 'Staff note: hardship' };
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/charges/${visit.id}/write-off`, payload }))).statusCode).toBe(200);
    const month = (await get(samUser, '/api/client/billing')).json().accounts[0].statement_months[0];
    const client = pdfText((await get(samUser, `/api/client/billing/${sam}/statement.pdf?month=${month}`)).rawPayload);
    expect(client).toMatch(/Adjustment -\$10\.00/);
    expect(client).not.toContain('hardship');
    // The practice's own copy keeps the reason.
    const { from, to } = monthRange(month);
    const staff = pdfText((await get(alice, `/api/clients/${sam}/statement.pdf?from=${from}&to=${to}&kind=statement`)).rawPayload);
    expect(staff).toContain('Write-off: Staff note: hardship');
  });

  it('clinicians cannot use the portal routes', async () => {
    expect((await get(alice, '/api/client/billing')).statusCode).toBe(403);
    expect((await get(samUser, `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31`)).statusCode).toBe(403);
  });
});
