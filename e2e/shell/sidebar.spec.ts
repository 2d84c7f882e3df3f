import { expect, test } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

test.use({ storageState: storageStateOf('alice') });

test('the sidebar starts collapsed (4rem) and its state survives a reload (16rem)', async ({ page }) => {
  await page.goto('/notes');
  await settledPath(page);
  const sidebar = page.getByTestId('sidebar');
  const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);
  await expect.poll(width).toBe(64);
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');

  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBe(256);
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');
  await expect(sidebar.getByText('Recent Clients', { exact: true })).toBeVisible();

  await page.reload();
  await settledPath(page);
  await expect.poll(width).toBe(256);

  await page.getByRole('button', { name: 'Collapse sidebar' }).first().click();
  await expect.poll(width).toBe(64);
  await page.reload();
  await settledPath(page);
  await expect.poll(width).toBe(64);
  expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
});

test('the sidebar lists the provider sections, with Note Mode kept in session storage', async ({ page }) => {
  await page.goto('/dashboard');
  await settledPath(page);
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  for (const label of ['Dashboard', 'Notes', 'Clients', 'Calendar', 'Tasks', 'Messages', 'Idea Vault', 'Voice Mode', 'Billing', 'Superbills']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  for (const group of ['Clinical', 'Practice', 'General']) await expect(sidebar.getByRole('list', { name: group })).toBeVisible();
  await expect(sidebar.getByText('Administration', { exact: true })).toHaveCount(0);
  await sidebar.getByLabel('Note Mode').check();
  expect(await page.evaluate(() => sessionStorage.getItem('noteMode'))).toBe('true');
});
