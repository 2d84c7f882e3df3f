import { expect, test } from '../fixtures/test';

test('a clinician adds a client (warned of a duplicate first), finds them by phone, and discharges them', async ({ page }) => {
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Maya Thompson/ })).toBeVisible();

  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Maya');
  await dialog.getByLabel('Last name').fill('Thompson');
  await dialog.getByLabel('Date of birth').fill('1990-03-14');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  // The demo caseload already has Maya Thompson born that day: the dialog says so and saves nothing.
  await expect(dialog.getByText('Possible duplicate')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Maya Thompson' })).toBeVisible();

  await dialog.getByLabel('First name').fill('Jonah');
  await dialog.getByLabel('Last name').fill('Whitaker');
  await dialog.getByLabel('Preferred name').fill('Joe');
  await dialog.getByLabel('Pronouns').fill('he/him');
  await dialog.getByLabel('Phone', { exact: true }).fill('(555) 010-7321');
  await dialog.getByLabel('Contact name').fill('Ruth Whitaker');
  await dialog.getByLabel('Contact phone').fill('555 010 7000');
  await dialog.getByRole('button', { name: 'Add client' }).click();

  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Whitaker');
  await expect(page.getByText('he/him')).toBeVisible();

  await page.goto('/clients');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('010-7321');
  await expect(page.getByRole('link', { name: /Whitaker/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Maya Thompson/ })).toHaveCount(0);
  await expect(page).toHaveURL(/search=010-7321/);
  await page.getByRole('link', { name: /Whitaker/ }).click();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Discharged' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('A discharge needs its date')).toBeVisible();
  await edit.getByLabel('Discharge date').fill('2026-11-20');
  await edit.getByLabel('Discharge reason').fill('Goals met');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Discharged').first()).toBeVisible();
  await expect(page.getByText('Goals met')).toBeVisible();
});
