/**
 * What a claim must get right beyond its layout: a minor on a parent's policy is the subscriber's
 * child (PAT01 19, box 6 "Child"), a charge on a batch cannot be voided, an 837P needs the practice's
 * ZIP+4 and two-letter states, a service line without a place of service is refused, and a
 * statement counts nothing of a voided charge, its write-off included.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, practiceBillingProfiles } from '@tend/db/schema/billing';
import { clientDiagnoses, clientInsurance } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { actorFromUser } from '../../auth/actor';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { billingRepo } from '../billing/billing.repo';
import { billingKit } from '../billing/billing-test-kit';
import { findUserWithPractice } from '../users/users.repo';
import { addCharge, officeAddress, pdfText, pdfWords, setPracticeIdentity, setProviderIdentity } from './billing-fixtures';
import { cellHeight, cellWidth, cms1500Fields } from './cms1500-layout';
import { parseX12 } from './x12-structure';

let t: TestApp;
let alice: Credentials;
let kit: ReturnType<typeof billingKit>;
let practiceId: string;
let minor: string;

const post = (who: Credentials, url: string, payload: object) => t.app.inject(as(who, { method: 'POST', url, payload }));
const get = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'GET', url }));
const chargeFor = (clientId: string, date: string) => addCharge(t.app.services.db, { practiceId, clientId, providerId: t.seeded.userIds.alice, date });

beforeAll(async () => {
  t = await createTestApp();
  kit = billingKit(t);
  alice = await t.login('alice');
  practiceId = t.seeded.practiceIds.harbor;
  const db = t.app.services.db;
  await setPracticeIdentity(db, practiceId);
  await setProviderIdentity(db, practiceId, t.seeded.userIds.alice);
  // A minor whose mother holds the policy: the subscriber is the client's parent.
  minor = await kit.newClient(alice, 'Robin');
  await db
    .update(clients)
    .set({ dateOfBirth: '2014-05-06', address: { line1: '4 Elm Rd', line2: '', city: 'Portland', region: 'ME', postal_code: '04102', country: 'US' } })
    .where(eq(clients.id, minor));
  await db.insert(clientInsurance).values({
    clientId: minor,
    payerName: 'Acme Health',
    payerId: 'ACME01',
    memberId: 'KID42',
    subscriberRelationship: 'parent',
    subscriberName: 'Morgan Billing',
    subscriberDateOfBirth: '1984-02-03',
  });
  await db.insert(clientDiagnoses).values({ clientId: minor, code: 'F41.1', description: 'Generalized anxiety disorder', rank: 1 });
});
afterAll(() => t.app.close());

describe('a minor on a parent’s policy', () => {
  it('is the subscriber’s child on the CMS-1500 (box 6)', async () => {
    const res = await post(alice, '/api/claims/cms1500', { charge_ids: [await chargeFor(minor, '2026-11-03')] });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('MORGAN BILLING');
    const cell = (f: { line: number; column: number }) => ({ x: (f.column - 1) * cellWidth, y: (f.line - 1) * cellHeight });
    const marked = (f: { line: number; column: number }) =>
      pdfWords(res.rawPayload).some((w) => w.word === 'X' && Math.abs(w.x - cell(f).x) < cellWidth / 2 && Math.abs(w.y - cell(f).y) < cellHeight);
    expect(marked(cms1500Fields.box6Child)).toBe(true);
    expect(marked(cms1500Fields.box6Other)).toBe(false);
    expect(marked(cms1500Fields.box6Self)).toBe(false);
  });

  it('is the subscriber’s child in the 837P: a 2000C patient level with PAT01 19', async () => {
    const res = await post(alice, '/api/claims/batches', { charge_ids: [await chargeFor(minor, '2026-11-10')] });
    expect(res.statusCode).toBe(201);
    const segs = parseX12((await get(alice, `/api/claims/batches/${res.json().id}/file`)).body);
    expect(segs.find((s) => s[0] === 'HL' && s[3] === '22')![4]).toBe('1');
    expect(segs.some((s) => s[0] === 'HL' && s[3] === '23')).toBe(true);
    expect(segs.find((s) => s[0] === 'PAT')![1]).toBe('19');
    expect(segs.find((s) => s[0] === 'SBR')![2]).toBe('');
    expect(segs.find((s) => s[0] === 'NM1' && s[1] === 'IL')!.slice(3, 5)).toEqual(['BILLING', 'MORGAN']);
    expect(segs.find((s) => s[0] === 'NM1' && s[1] === 'QC')!.slice(3, 5)).toEqual(['BILLING', 'ROBIN']);
  });
});

describe('claims of one client on one day with two clinicians', () => {
  it('carry distinct CLM01 control numbers', async () => {
    const db = t.app.services.db;
    await setProviderIdentity(db, practiceId, t.seeded.userIds.ben);
    const ben = await addCharge(db, { practiceId, clientId: minor, providerId: t.seeded.userIds.ben, date: '2026-11-11' });
    const res = await post(alice, '/api/claims/batches', { charge_ids: [await chargeFor(minor, '2026-11-11'), ben] });
    expect(res.statusCode).toBe(201);
    const clm01 = parseX12((await get(alice, `/api/claims/batches/${res.json().id}/file`)).body)
      .filter((s) => s[0] === 'CLM')
      .map((s) => s[1]!);
    expect(clm01).toHaveLength(2);
    expect(new Set(clm01).size).toBe(2);
    for (const id of clm01) expect(id.length).toBeLessThanOrEqual(38);
  });
});

describe('a charge on a claim batch', () => {
  it('cannot be voided (409), and stays live and on its batch', async () => {
    const id = await chargeFor(minor, '2026-11-17');
    expect((await post(alice, '/api/claims/batches', { charge_ids: [id] })).statusCode).toBe(201);
    const res = await post(alice, `/api/charges/${id}/void`, { reason: 'Entered twice' });
    expect(res.statusCode).toBe(409);
    const [row] = await t.app.services.db.select().from(charges).where(eq(charges.id, id));
    expect(row!.voidedAt).toBeNull();
    expect(row!.claimBatchId).not.toBeNull();
    // The void itself refuses a charge a batch took after the caller read the ledger (the race the
    // ledger lock closes): the UPDATE changes nothing and says so.
    const actor = actorFromUser((await findUserWithPractice(t.app.services.db, t.seeded.userIds.alice))!.user, null);
    expect(await billingRepo(t.app.services.db, actor).voidCharge(id, 'Race', new Date())).toBe(false);
    const [after] = await t.app.services.db.select().from(charges).where(eq(charges.id, id));
    expect(after!.voidedAt).toBeNull();
  });
});

describe('an 837P batch', () => {
  it('names the practice’s ZIP+4 and two-letter states before it is made', async () => {
    const db = t.app.services.db;
    const id = await chargeFor(minor, '2026-11-24');
    await db
      .update(practiceBillingProfiles)
      .set({ address: { ...officeAddress, postal_code: '04101', region: 'Maine' } })
      .where(eq(practiceBillingProfiles.practiceId, practiceId));
    const res = await post(alice, '/api/claims/batches', { charge_ids: [id] });
    await setPracticeIdentity(db, practiceId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("the practice's 9-digit ZIP code");
    expect(res.json().message).toContain("the practice's two-letter state");
    expect((await post(alice, '/api/claims/batches', { charge_ids: [id] })).statusCode).toBe(201);
  });

  it('refuses a service line with no place of service rather than claim it as office', async () => {
    const id = await chargeFor(minor, '2026-11-25');
    await t.app.services.db.update(charges).set({ placeOfService: null }).where(eq(charges.id, id));
    const res = await post(alice, '/api/claims/batches', { charge_ids: [id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`${id} has no place of service`);
  });
});

describe('a statement', () => {
  it('counts nothing of a voided charge, its write-off included', async () => {
    const clientId = await kit.newClient(alice, 'Voided');
    const charge = await kit.charge(alice, clientId, 10_000, '2026-02-03');
    expect((await post(alice, `/api/charges/${charge}/write-off`, { amount_cents: 2000, reason: 'Courtesy' })).statusCode).toBe(200);
    expect((await post(alice, `/api/charges/${charge}/void`, { reason: 'Entered in error' })).statusCode).toBe(200);
    const res = await get(alice, `/api/clients/${clientId}/statement.pdf?from=2026-01-01&to=2026-12-31&kind=statement`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/Closing balance \$0\.00/);
    expect(text).not.toContain('Courtesy');
  });
});
