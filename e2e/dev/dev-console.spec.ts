import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/sign-in';

// Issue 16 item 11: the developer's diagnostics — version, migrations, jobs, probes — with no client data.
test('the dev console shows the migrations applied, the job queue and the AI probe, and no client names', async ({ browser, baseURL }) => {
  const dev = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInAs(dev.request, 'devon');
  const page = await dev.newPage();
  await page.goto('/dev-console');
  await expect(page.getByRole('heading', { name: 'Dev Console', exact: true })).toBeVisible();
  const facts = page.getByRole('table', { name: 'Version and database' });
  await expect(facts.getByRole('row', { name: /Migrations/ })).toContainText(/(\d+) of \1 applied; latest 00\d\d_/);
  const providers = page.getByRole('table', { name: 'Realtime and providers' });
  await expect(providers.getByRole('row', { name: /AI engine/ }).getByText('reachable', { exact: true })).toBeVisible();
  // Voice mode's built-in speech: pocketsphinx and espeak-ng are installed on this machine.
  await expect(providers.getByRole('row', { name: /Speech/ })).toContainText('builtin');
  await expect(providers.getByRole('row', { name: /Speech/ }).getByText('reachable', { exact: true })).toBeVisible();
  // The seeded server has run recurring jobs (reminder and task sweeps) by now.
  await expect(page.getByRole('table', { name: 'Jobs by kind and status' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Sam Lee')).toHaveCount(0);
  await dev.close();
});
