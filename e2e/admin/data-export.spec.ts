import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { authResponseSchema } from '@tend/contracts/auth.contract';
import type { ClientListResponse } from '@tend/contracts/clients.contract';

// Issue 16 item 10: the admin exports the practice as FHIR from the panel, waits for it, and downloads it once.
test("the admin exports the practice as a FHIR Bundle holding the practice's clients, downloaded once", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  // A practice of its own: a demo administrator with a clinician and a sample caseload.
  const login = await context.request.post('/api/auth/demo-login', { data: { character_type: 'admin' } });
  expect(login.status(), await login.text()).toBe(201);
  authResponseSchema.parse(await login.json());
  const { clients } = (await (await context.request.get('/api/clients?limit=500')).json()) as ClientListResponse;
  expect(clients.length).toBeGreaterThan(0);

  const page = await context.newPage();
  await page.goto('/admin/data-export');
  await expect(page.getByRole('heading', { name: 'Data Export', exact: true })).toBeVisible();
  await expect(page.getByText('No exports yet')).toBeVisible();
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'FHIR R4 Bundle (JSON)' }).click();
  await page.getByRole('button', { name: 'Start export' }).click();

  const table = page.getByRole('table', { name: 'Exports' });
  const row = table.getByRole('row').filter({ hasText: 'Whole practice' });
  await expect(row.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/data-export-ready.png', fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tend-export-practice-\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    resourceType: string;
    type: string;
    entry: { resource: { resourceType: string; id: string } }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient').map((e) => e.resource.id);
  expect(patients.sort()).toEqual(clients.map((c) => c.id).sort());

  // Once only: the row says Downloaded, offers no second download, and the server answers 410.
  await expect(row.getByText(/^Downloaded/)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Download' })).toHaveCount(0);
  const { exports } = (await (await context.request.get('/api/admin/exports')).json()) as { exports: { id: string }[] };
  expect((await context.request.get(`/api/admin/exports/${exports[0]!.id}/download`)).status()).toBe(410);
  await context.close();
});
