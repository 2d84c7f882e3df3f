/**
 * CMS-1500 and 837P on the real database: the data reaches the form's grid positions in capitals
 * (read back with pdftotext -bbox), the 837P passes a structural check (envelope control numbers,
 * segment counts, HL hierarchy, CLM totals), and a late-cancel fee never reaches either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { addCharge, pdfText, pdfWords, setClientForClaims, setPracticeIdentity, setProviderIdentity } from './billing-fixtures';
import { cellHeight, cellWidth, cms1500Fields } from './cms1500-layout';
import { parseX12, x12Claims, x12StructureProblems } from './x12-structure';

let t: TestApp;
let alice: Credentials;
let omar: Credentials;
let sam: string;
let jordan: string;
let practiceId: string;
const ids = { visit: '', addOn: '', visit2: '', lateCancel: '', jordan: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
  [alice, omar] = await Promise.all([t.login('alice'), t.login('omar')]);
  practiceId = t.seeded.practiceIds.harbor;
  const providerId = t.seeded.userIds.alice;
  [sam, jordan] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!];
  const db = t.app.services.db;
  const base = { practiceId, providerId };
  ids.visit = await addCharge(db, { ...base, clientId: sam, date: '2026-11-02' });
  ids.addOn = await addCharge(db, { ...base, clientId: sam, date: '2026-11-02', code: '90785', feeCents: 2000 });
  ids.visit2 = await addCharge(db, { ...base, clientId: sam, date: '2026-11-09', code: '90834', feeCents: 13050, pos: '11', modifiers: [] });
  ids.lateCancel = await addCharge(db, { ...base, clientId: sam, date: '2026-11-16', kind: 'late_cancel', feeCents: 5000 });
  for (let day = 1; day <= 7; day++)
    ids.jordan.push(await addCharge(db, { ...base, clientId: jordan, date: `2026-11-${String(day + 10).padStart(2, '0')}`, feeCents: 13000, code: '90834' }));
});
afterAll(() => t.app.close());

const post = (who: Credentials, url: string, payload: object) => t.app.inject(as(who, { method: 'POST', url, payload }));
const get = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'GET', url }));

describe('CMS-1500', () => {
  it('names what to set before a claim can be made', async () => {
    const res = await post(alice, '/api/claims/cms1500', { charge_ids: [ids.visit] });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    expect(message).toContain("the practice's NPI");
    expect(message).toContain("the practice's tax ID");
    expect(message).toContain("Dr Alice Moreno's NPI");
    expect(message).toContain("Sam Lee's insurance");
  });

  it('prints the data in capitals at the boxes’ grid cells', async () => {
    const db = t.app.services.db;
    await setPracticeIdentity(db, practiceId);
    await setProviderIdentity(db, practiceId, t.seeded.userIds.alice);
    await setClientForClaims(db, sam, 'xjd123456789');
    await setClientForClaims(db, jordan, 'JB555');

    const res = await post(alice, '/api/claims/cms1500', { charge_ids: [ids.visit, ids.visit2] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'LEE, SAM',
      'XJD123456789',
      'ACME HEALTH',
      '90837',
      '90834',
      'F411',
      '170 00',
      '130 50',
      '300 50',
      'SIGNATURE ON FILE',
      '1987654321',
      '1234567893',
      '123456789',
      '4 ELM RD',
      'HARBOR COUNSELING LLC',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/[a-z]/);
    expect(text).not.toContain('5000');

    // Box 2 (line 10, column 1) and box 1a (line 8, column 50): at their cells, give or take half a cell.
    const words = pdfWords(res.rawPayload);
    const at = (word: string) => words.find((w) => w.word === word)!;
    const cell = (f: { line: number; column: number }) => ({ x: (f.column - 1) * cellWidth, y: (f.line - 1) * cellHeight });
    expect(Math.abs(at('LEE,').x - cell(cms1500Fields.box2PatientName).x)).toBeLessThan(cellWidth / 2);
    expect(Math.abs(at('LEE,').y - cell(cms1500Fields.box2PatientName).y)).toBeLessThan(cellHeight);
    expect(Math.abs(at('XJD123456789').x - cell(cms1500Fields.box1aInsuredId).x)).toBeLessThan(cellWidth / 2);
    // 10 characters per inch: "SAM" starts 5 cells after "LEE," (L-E-E-,-space).
    expect(at('SAM').x - at('LEE,').x).toBeCloseTo(5 * cellWidth, 0);
  });

  it('refuses a late-cancel fee even when named, and charges of two clients', async () => {
    const fee = await post(alice, '/api/claims/cms1500', { charge_ids: [ids.visit, ids.lateCancel] });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().message).toContain(ids.lateCancel);
    const two = await post(alice, '/api/claims/cms1500', { charge_ids: [ids.visit, ids.jordan[0]] });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toContain('one client and one provider');
    expect((await post(omar, '/api/claims/cms1500', { charge_ids: [ids.visit] })).statusCode).toBe(400);
  });

  it('continues past six lines on a second page, with the total on the last', async () => {
    const res = await post(alice, '/api/claims/cms1500', { charge_ids: ids.jordan });
    expect(res.statusCode).toBe(200);
    const words = pdfWords(res.rawPayload);
    expect(Math.max(...words.map((w) => w.page))).toBe(2);
    expect(words.filter((w) => w.page === 1 && w.word === '90834')).toHaveLength(6);
    expect(words.filter((w) => w.page === 2 && w.word === '90834')).toHaveLength(1);
    expect(words.some((w) => w.page === 1 && w.word === 'CONTINUE')).toBe(true);
    // 7 × 130.00 = 910.00 in box 28 of the last page.
    expect(words.some((w) => w.page === 2 && w.word === '910')).toBe(true);
  });
});

describe('837P claim batches', () => {
  let batchId = '';

  it('refuses a late-cancel fee and names it; a practice without data is told what to set', async () => {
    const res = await post(alice, '/api/claims/batches', { charge_ids: [ids.visit, ids.lateCancel] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ids.lateCancel);
  });

  it('builds a structurally valid interchange and puts the charges on the batch', async () => {
    const res = await post(alice, '/api/claims/batches', { charge_ids: [ids.visit, ids.addOn, ids.visit2, ...ids.jordan.slice(0, 2)] });
    expect(res.statusCode).toBe(201);
    batchId = res.json().id;
    expect(res.json()).toMatchObject({ claim_count: 4, client_count: 2, total_cents: 17000 + 2000 + 13050 + 2 * 13000, has_file: true });

    const download = await get(alice, `/api/claims/batches/${batchId}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    const file = download.body;
    // Envelope control numbers and counts, the HL hierarchy, CLM totals against their SV1 lines.
    expect(x12StructureProblems(file)).toEqual([]);
    // The check itself catches a miscounted transaction set and a claim total that is not its lines' sum.
    const tampered = file.replace(/~SE\*(\d+)/, (_, n: string) => `~SE*${Number(n) + 1}`).replace(/~CLM\*([^*]+)\*(\d+)/, '~CLM*$1*1$2');
    expect(x12StructureProblems(tampered)).toEqual([expect.stringContaining('SE01'), expect.stringMatching(/^CLM02 of claim/)]);
    const segs = parseX12(file);
    expect(Number(segs[0]![13])).toBe(res.json().control_number);

    // The clients are their own subscribers: every HL after the billing provider's is a subscriber (22).
    const hls = segs.filter((s) => s[0] === 'HL');
    expect(hls.slice(1).every((hl) => hl[3] === '22')).toBe(true);
    expect(segs.find((s) => s[0] === 'NM1' && s[1] === '85')![9]).toBe('1234567893');
    expect(segs.find((s) => s[0] === 'REF' && s[1] === 'EI')![2]).toBe('123456789');
    expect(segs.find((s) => s[0] === 'NM1' && s[1] === 'IL' && s[3] === 'LEE')![9]).toBe('XJD123456789');

    // One CLM per client per date of service.
    const claims = x12Claims(segs);
    expect(claims).toHaveLength(4);
    // The visit of 2026-11-02 has two lines (90837 and the add-on 90785): 190.00 on one CLM.
    expect(claims.find((c) => c.lx.length === 2)!.clm[2]).toBe('190');
    for (const c of claims) expect(c.hi[0]).toBe('ABK:F411');
    const sv1 = segs.filter((s) => s[0] === 'SV1');
    expect(sv1.map((s) => s[1])).toEqual(expect.arrayContaining(['HC:90837:95', 'HC:90834']));
    expect(sv1.find((s) => s[1] === 'HC:90837:95')!.slice(2, 8)).toEqual(['170', 'UN', '1', '10', '', '1']);
    expect(sv1.some((s) => s[1] === 'HC:90834' && s[2] === '130.5')).toBe(true);
    expect(segs.filter((s) => s[0] === 'DTP' && s[1] === '472').map((s) => s[3])).toContain('20261102');
    expect(file).not.toContain('5000');
  });

  it('refuses charges already on a batch, and numbers the next batch one higher', async () => {
    const again = await post(alice, '/api/claims/batches', { charge_ids: [ids.visit] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('already on a claim batch');

    const first = (await get(alice, '/api/claims/batches')).json().batches[0];
    const next = await post(alice, '/api/claims/batches', { charge_ids: [ids.jordan[2]] });
    expect(next.statusCode).toBe(201);
    expect(next.json().control_number).toBe(first.control_number + 1);
    const listed = (await get(alice, '/api/claims/batches')).json().batches;
    expect(listed.map((b: { id: string }) => b.id)).toEqual([next.json().id, batchId]);
  });

  it('another practice sees no batch', async () => {
    expect((await get(omar, '/api/claims/batches')).json().batches).toEqual([]);
    expect((await get(omar, `/api/claims/batches/${batchId}/file`)).statusCode).toBe(404);
  });
});
