import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { formatCents } from '@tend/contracts/billing-codes';
import { x12StructureProblems } from '../../apps/server/src/modules/billing-documents/x12-structure';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 14's "done when", in two browser contexts: Alice (a real practice's therapist; her client
 * Sam Lee has a portal account) marks yesterday's 53-minute telehealth visit completed; the
 * client's Billing tab shows the 90837 charge with modifier 95 and place of service 10; she records
 * a $50 check and the balance is the fee less 50.00; on /superbills she generates Sam's superbill,
 * prints a CMS-1500 and makes an 837P batch — the PDFs read back with pdftotext and the 837P
 * passes the server tests' structural check; Sam sees the balance and the statement in the portal.
 *
 * Only set-up the issue does not name goes through the API: the practice's billing identity (set by
 * Dana, its administrator) and Alice's, Sam's diagnosis, insurance and address when the seed gave
 * none, and the visit itself.
 * With SHOTS=1 it also leaves screenshots of the billing screens in /tmp/shots.
 */
const zone = 'America/New_York';
test.use({ timezoneId: zone, storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

/** Yesterday at 10:00, well inside the hours the calendar shows (07:00–21:00), whatever the hour the test runs. */
const visitStart = Temporal.Now.zonedDateTimeISO(zone).subtract({ days: 1 }).round({ smallestUnit: 'day', roundingMode: 'floor' }).with({ hour: 10 });
const visitDate = visitStart.toPlainDate().toString();
const visitMonth = visitDate.slice(0, 7);
const payment = 5000;

/** The text of a PDF, as pdftotext lays it out, with runs of spaces as one. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tend-billing-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

/** Clicks what starts a download and answers the file's bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync(await download.path());
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The billing identity the documents print (the practice's is its administrator's to set), and what Sam's record lacks for a claim. */
async function setUpBilling(api: APIRequestContext, admin: APIRequestContext, samId: string) {
  // What the caller may do (`editable`) is in the answer, not in the profile it sends back.
  const { editable: _editable, ...practice } = await json<Record<string, unknown>>(await admin.get('/api/billing/practice-profile'));
  const address = { line1: '12 Harbor St', line2: '', city: 'Portland', region: 'ME', postal_code: '04101-2345', country: 'US' };
  await json(
    await admin.put('/api/billing/practice-profile', {
      data: {
        ...practice,
        legal_name: 'Harbor Counseling LLC',
        npi: '1234567893',
        tax_id: '12-3456789',
        address,
        phone: '207-555-0100',
        telehealth_place_of_service: '10',
      },
    }),
  );
  await json(
    await api.put('/api/billing/provider-profile', {
      data: { npi: '1987654321', credentials: 'PhD', license_number: 'PSY-4471', license_state: 'ME', taxonomy_code: '103T00000X' },
    }),
  );
  // Only what the seed left out, so specs that read Sam see him as before.
  const { diagnoses } = await json<{ diagnoses: { code: string; resolved_on: string | null }[] }>(await api.get(`/api/clients/${samId}/diagnoses`));
  if (!diagnoses.some((d) => !d.resolved_on)) await json(await api.post(`/api/clients/${samId}/diagnoses`, { data: { code: 'F41.1' } }));
  const { policies } = await json<{ policies: { payer_id: string | null }[] }>(await api.get(`/api/clients/${samId}/insurance`));
  if (!policies.some((p) => p.payer_id))
    await json(
      await api.post(`/api/clients/${samId}/insurance`, {
        data: { payer_name: 'Acme Health', payer_id: 'ACME01', member_id: 'XJD123456789', group_number: 'G-77' },
      }),
    );
  const sam = await json<{ address: unknown; date_of_birth: string | null }>(await api.get(`/api/clients/${samId}`));
  if (!sam.address || !sam.date_of_birth)
    await json(
      await api.patch(`/api/clients/${samId}`, {
        data: {
          address: { line1: '4 Elm Rd', line2: '', city: 'Portland', region: 'ME', postal_code: '04102', country: 'US' },
          date_of_birth: sam.date_of_birth ?? '1991-04-12',
        },
      }),
    );
  const current = await json<{ diagnoses: { code: string; resolved_on: string | null }[] }>(await api.get(`/api/clients/${samId}/diagnoses`));
  return { diagnosis: current.diagnoses.find((d) => !d.resolved_on)!.code };
}

test('a telehealth visit is completed, charged, part-paid, billed on a superbill, CMS-1500 and 837P, and seen in the portal', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const therapist = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: zone });
  const portal = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: zone });
  const alice = await therapist.newPage();
  const sam = await portal.newPage();
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  for (const page of [alice, sam]) page.on('pageerror', (e) => pageErrors.push(`${page === alice ? 'alice' : 'sam'}: ${e.message}`));
  await signInAs(alice.request, 'alice');
  await signInAs(sam.request, 'sam');

  // Set-up: the billing identity, Sam's diagnosis and insurance, and yesterday's 53-minute telehealth visit (a 90837 type).
  const api = alice.request;
  const samId = (await json<{ clients: { id: string; first_name: string; last_name: string }[] }>(await api.get('/api/clients?search=Sam%20Lee'))).clients.find(
    (c) => c.first_name === 'Sam' && c.last_name === 'Lee',
  )!.id;
  const dana = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInAs(dana, 'dana');
  const { diagnosis } = await setUpBilling(api, dana, samId);
  await dana.dispose();
  const { types } = await json<{ types: { id: string; service_code: string | null; active: boolean }[] }>(await api.get('/api/appointment-types'));
  const type = types.find((t) => t.service_code === '90837' && t.active)!;
  const { services } = await json<{ services: { code: string; fee_cents: number | null }[] }>(await api.get('/api/billing/services'));
  const { rates } = await json<{ rates: { service_code: string; fee_cents: number }[] }>(await api.get(`/api/clients/${samId}/rates`));
  const fee = rates.find((r) => r.service_code === '90837')?.fee_cents ?? services.find((s) => s.code === '90837')!.fee_cents!;
  const before = (await json<{ totals: { balance_cents: number } }>(await api.get(`/api/clients/${samId}/ledger`))).totals.balance_cents;
  await json(
    await api.post('/api/appointments', {
      data: {
        client_id: samId,
        type_id: type.id,
        start: visitStart.toInstant().toString(),
        end: visitStart.add({ minutes: 53 }).toInstant().toString(),
        location: 'telehealth',
        telehealth_url: 'https://video.example.test/sam',
        allow_conflict: true,
        allow_outside_hours: true,
      },
    }),
  );

  // 1. Alice opens the visit on her calendar and marks it completed; its details lead to Sam's billing.
  await alice.goto(`/calendar?date=${visitDate}&view=day`);
  await expect(alice.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const visit = alice.getByRole('main').locator('a, [role="button"]').filter({ hasText: 'Sam Lee' });
  await expect(visit).toHaveCount(1);
  await visit.click();
  const details = alice.getByRole('dialog', { name: 'Sam Lee' });
  await expect(details).toContainText('90837 · Telehealth');
  await details.getByRole('button', { name: 'Completed' }).click();
  await expect(alice.getByText('Marked completed')).toBeVisible();
  // The open details follow the change: a completed visit leads to the client's billing.
  await expect(details.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await details.getByRole('link', { name: 'Billing' }).click();
  await expect(alice).toHaveURL(new RegExp(`/clients/${samId}\\?tab=billing$`));

  // 2. The Billing tab: a 90837 charge, telehealth modifier 95, place of service 10, at the practice's fee.
  const charge = alice.getByRole('table', { name: 'Charges' }).getByRole('row').filter({ hasText: '90837' });
  await expect(charge).toHaveCount(1);
  await expect(charge).toContainText(`mod 95 · POS 10 · ${diagnosis}`);
  await expect(charge.getByRole('cell').nth(2)).toHaveText(formatCents(fee));
  const totals = alice.getByRole('region', { name: 'Totals' });
  const balance = totals.locator('dd').first();
  await expect(balance).toHaveText(formatCents(before + fee));

  // 3. A partial payment: $50.00 by check; the balance is the fee less 50.00, to the cent.
  await alice.getByRole('button', { name: 'Record payment' }).first().click();
  const record = alice.getByRole('dialog', { name: 'Record payment' });
  await record.getByRole('textbox', { name: 'Amount' }).fill('50.00');
  await record.getByRole('combobox', { name: 'Method' }).click();
  await alice.getByRole('option', { name: 'Check' }).click();
  await record.getByRole('textbox', { name: 'Reference' }).fill('Check 1042');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(record).toBeHidden();
  await expect(balance).toHaveText(formatCents(before + fee - payment));
  await expect(charge.getByRole('cell').nth(3)).toHaveText(formatCents(payment));
  await expect(charge.getByRole('cell').nth(5)).toHaveText(formatCents(fee - payment));
  await expect(alice.getByRole('table', { name: 'Payments' })).toContainText(formatCents(payment));

  // 4a. /superbills: Sam's superbill for the visit, generated and downloaded; the PDF reads back.
  await alice.goto('/superbills');
  await alice.getByRole('button', { name: 'Generate' }).click();
  const generate = alice.getByRole('dialog', { name: 'Generate superbills' });
  await generate.getByRole('radio', { name: 'One client: a superbill per visit' }).check();
  await generate.getByRole('combobox', { name: 'Client' }).fill('Sam');
  await alice.getByRole('option', { name: 'Sam Lee' }).click();
  await generate.getByRole('textbox', { name: 'Month' }).fill(visitMonth);
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(generate).toBeHidden();
  const superbillRow = alice.getByRole('table', { name: 'Superbills' }).getByRole('row').filter({ hasText: 'Sam Lee' });
  await expect(superbillRow).toHaveCount(1);
  const superbill = pdfText(await downloaded(alice, () => superbillRow.getByRole('button', { name: /^Download superbill of Sam Lee/ }).click()));
  for (const expected of ['90837', diagnosis, formatCents(fee), formatCents(payment), 'Sam Lee', '1234567893', '1987654321'])
    expect(superbill).toContain(expected);

  // 4b. A CMS-1500 for the charge: the data in capitals for the red form. The button opens the PDF in a tab from a blob;
  // its bytes are fetched again with the same session and the very request the button made.
  await alice.getByRole('combobox', { name: 'Client to claim for' }).fill('Sam');
  await alice.getByRole('option', { name: 'Sam Lee' }).click();
  const unbilled = alice.getByRole('table', { name: 'Unbilled charges of Sam Lee' });
  await unbilled.getByRole('checkbox', { name: /^Choose 90837/ }).check();
  const [cms1500Response, tab] = await Promise.all([
    alice.waitForResponse((r) => r.url().endsWith('/api/claims/cms1500') && r.request().method() === 'POST'),
    therapist.waitForEvent('page'),
    alice.getByRole('button', { name: 'CMS-1500 (PDF)' }).click(),
  ]);
  expect(cms1500Response.status()).toBe(200);
  const cms1500Pdf = await alice.request.post('/api/claims/cms1500', { data: cms1500Response.request().postDataJSON() as object });
  expect(cms1500Pdf.headers()['content-type']).toContain('application/pdf');
  const cms1500 = pdfText(await cms1500Pdf.body());
  const boxAmount = `${Math.trunc(fee / 100)} ${String(fee % 100).padStart(2, '0')}`;
  for (const expected of ['LEE, SAM', '90837', diagnosis.replace('.', ''), '95', boxAmount, 'HARBOR COUNSELING LLC', '1234567893', '1987654321'])
    expect(cms1500).toContain(expected);
  expect(cms1500).not.toMatch(/[a-z]/);
  await tab.close();

  // 4c. The 837P batch, made with the button and downloaded from the batches table; it passes the structural check.
  await alice.getByRole('button', { name: 'Create 837P batch' }).click();
  await expect(alice.getByText(`No unbilled service charges for Sam Lee.`)).toBeVisible();
  const batchRow = alice
    .getByRole('table', { name: '837P batches' })
    .getByRole('row')
    .filter({ hasText: formatCents(fee) })
    .first();
  const x12 = (await downloaded(alice, () => batchRow.getByRole('button', { name: /^Download the 837P file of batch/ }).click())).toString('utf8');
  expect(x12StructureProblems(x12)).toEqual([]);
  expect(x12).toContain(`SV1*HC:90837:95*${fee / 100}`);
  expect(x12).toContain(`ABK:${diagnosis.replace('.', '')}`);
  expect(x12).toContain(`DTP*472*D8*${visitDate.replaceAll('-', '')}`);

  // 5. Sam, in the portal: the balance, and the month's statement with the charge and the payment.
  await sam.goto('/client/billing');
  await expect(sam.getByTestId('billing-balance')).toHaveText(formatCents(before + fee - payment));
  const statementOf = async (month: string) => {
    const label = new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const button = sam.getByRole('region', { name: 'Statements' }).getByRole('button', { name: `Download the statement for ${label}` });
    return pdfText(await downloaded(sam, () => button.click()));
  };
  // This month's has the payment (made today); the visit's month (the same one, unless today is the 1st) has the charge.
  const thisMonth = Temporal.Now.plainDateISO(zone).toString().slice(0, 7);
  const statement = await statementOf(thisMonth);
  expect(statement).toContain(formatCents(-payment));
  expect(statement).toContain(`Balance due: ${formatCents(before + fee - payment)}`);
  const visitStatement = visitMonth === thisMonth ? statement : await statementOf(visitMonth);
  expect(visitStatement.split('\n').find((line) => line.includes('90837 Psychotherapy'))).toContain(formatCents(fee));

  if (process.env.SHOTS) await takeShots(browser, baseURL!, samId, await therapist.storageState(), await portal.storageState());

  expect(pageErrors).toEqual([]);
  await therapist.close();
  await portal.close();
});

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** For the lead's eyes: the billing screens with this journey's data, 1280×800 light and 375×800 dark. */
async function takeShots(browser: Browser, baseURL: string, samId: string, aliceState: StorageState, samState: StorageState) {
  const screens: [StorageState, string, string][] = [
    [aliceState, 'payments', '/payments'],
    [aliceState, 'client-tab', `/clients/${samId}?tab=billing`],
    [aliceState, 'superbills', '/superbills'],
    [samState, 'portal', '/client/billing'],
  ];
  for (const [colorScheme, width] of [
    ['light', 1280],
    ['dark', 375],
  ] as const) {
    for (const [storageState, name, url] of screens) {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL },
        timezoneId: zone,
        colorScheme,
        viewport: { width, height: 800 },
        storageState,
      });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByRole('main')).toContainText(formatCents(payment));
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots/billing-${name}-${width}-${colorScheme}.png`, fullPage: true });
      await context.close();
    }
  }
}
