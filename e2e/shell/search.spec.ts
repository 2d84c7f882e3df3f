import { expect, test } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

test.use({ storageState: storageStateOf('alice') });

test('Ctrl+K search finds a seeded client of the caller and opens it', async ({ page }) => {
  await page.goto('/notes');
  await settledPath(page);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search clients, notes and conversations').fill('Jordan');
  // Conversations titled after Jordan may exist too; the client result says so in its subtitle.
  const result = dialog.getByRole('link', { name: /^Jordan Blake Client/ });
  await expect(result).toBeVisible();
  await result.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Jordan Blake' })).toBeVisible();
  await expect(page.getByTestId('breadcrumbs')).toContainText('Clients›Jordan Blake');
});

test("search says 'No results found', stays within the caller's own records and closes on Escape", async ({ page }) => {
  await page.goto('/notes');
  await settledPath(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByLabel('Search clients, notes and conversations');
  await box.fill('zzqx-nothing');
  await expect(dialog.getByText('No results found')).toBeVisible();
  // Priya Nair is Ben's client, Mateo Alvarez another practice's.
  for (const other of ['Priya', 'Mateo']) {
    await box.fill(other);
    await expect(dialog.getByText('No results found')).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue('');
  await page.mouse.click(5, 790);
  await expect(dialog).toBeHidden();
});
