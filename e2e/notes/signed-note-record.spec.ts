import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';

/*
 * A note signed in the browser exports as an audit-ready record: the PDF read back with pdftotext
 * names the practice, the client, the diagnoses, the visit, the clinician and the signature.
 * The demo practice has its billing identity (demo-billing.ts); the test adds Maya's diagnosis.
 */
test('a note signed in the browser exports a PDF with the whole record', async ({ page, practice }) => {
  const { clients } = (await (await page.request.get('/api/clients?search=Maya%20Thompson')).json()) as { clients: { id: string }[] };
  const maya = clients[0]!.id;
  expect((await page.request.post(`/api/clients/${maya}/diagnoses`, { data: { code: 'F41.1' } })).status()).toBe(201);

  // Yesterday's session with Maya has a draft.
  await page.goto('/notes?status=draft');
  await page.getByRole('table', { name: 'Notes' }).getByRole('row').filter({ hasText: 'Maya Thompson' }).first().getByRole('link').click();
  await expect(page.getByTestId('note-status')).toHaveText('Draft');
  // Risk language in the plan: signing asks for the response, which the export then prints.
  await page.getByRole('button', { name: 'Edit Plan' }).click();
  const plan = page.getByRole('textbox', { name: 'Plan' });
  await plan.fill('Maya reported passive suicidal ideation last week, with no plan or intent. Continue weekly CBT.');
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d{1,2}:\d{2}/);
  await plan.press('Escape');

  await page.getByRole('button', { name: 'Approve and Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  await dialog.getByRole('checkbox', { name: 'Safety plan reviewed or made' }).check();
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(page.getByTestId('note-status')).toHaveText('Approved');

  const exported = page.waitForResponse((r) => r.url().includes('/export/pdf'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const response = await exported;
  expect(response.status()).toBe(200);
  await (await popup).close();
  // The page hands the body to a new tab as a blob; the same export is fetched again with the page's session.
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '');
  const again = await page.request.get(response.url(), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(again.status()).toBe(200);
  const file = test.info().outputPath('record.pdf');
  writeFileSync(file, await again.body());
  const pdf = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

  for (const field of [
    'Practice: ',
    'Address: 100 Example Street, Suite 2, Springfield, IL 62701, US',
    'Practice NPI: 1234567893',
    'Client: Maya Thompson',
    'Date of birth: 1990-03-14',
    'Record number: ',
    'F41.1 Generalized anxiety disorder',
    'Date of service: ',
    'Start: ',
    'End: ',
    'Duration: ',
    'Service code (CPT): ',
    'Place of service: ',
    `Clinician: ${practice.clinician.name}, LCSW`,
    'Licence: LCSW-000123 (IL)',
    'Clinician NPI: 1999999992',
    'Response: Safety plan reviewed or made',
    `Electronically signed by ${practice.clinician.name}, LCSW on `,
    'Co-signature: Not recorded',
  ])
    expect(pdf, field).toContain(field);
  expect(pdf).toMatch(/Duration: \d+ minutes/);
  expect(pdf).toMatch(/Service code \(CPT\): 9\d{4}/);
  expect(pdf).toMatch(/Place of service: (11 Office \(in person\)|(02|10) Telehealth)/);
  expect(pdf).toMatch(/Safety plan: (On file, last updated|None on file)/);
  expect(pdf).not.toContain('DRAFT');
});
