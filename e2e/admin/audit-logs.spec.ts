import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/sign-in';

// Issue 16 item 5: the admin finds a therapist's reads of a client's record, and the chain's state.
test("the audit viewer finds Dr Alice Moreno's read of a client's record, filters by her, and verifies the chain", async ({ browser, baseURL }) => {
  const therapist = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInAs(therapist.request, 'alice');
  const { clients } = (await (await therapist.request.get('/api/clients?search=Sam%20Lee')).json()) as { clients: { id: string }[] };
  expect((await therapist.request.get(`/api/clients/${clients[0]!.id}`)).status()).toBe(200);
  await therapist.close();

  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInAs(admin.request, 'dana');
  const page = await admin.newPage();
  await page.goto('/admin/audit-logs');
  await expect(page.getByRole('heading', { name: 'Audit Logs', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: 'Dr Alice Moreno' }).click();
  await expect(page).toHaveURL(/user_id=/);
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row').filter({ hasText: 'Sam Lee' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Dr Alice Moreno' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText(/Chain intact: [\d,]+ events verified/)).toBeVisible({ timeout: 20_000 });
  await admin.close();
});
