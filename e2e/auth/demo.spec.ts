import { expect, test } from '@playwright/test';
import { navigateInApp, settledPath } from '../fixtures/navigation';

test('/demo leads to the character picker; a therapist demo lands on /dashboard with the demo banner; Exit Demo Mode signs out', async ({ page }) => {
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo-login$/);
  await page.getByRole('button', { name: /^Therapist/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('demo-banner')).toContainText('Demo mode');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Exit Demo Mode' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test('a demo link signs in as its character, and is skipped once right after logout', async ({ page }) => {
  await page.goto('/demo-login?character=client');
  await expect(page).toHaveURL(/\/client$/);
  expect(await settledPath(page)).toBe('/client');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Same page session (the skip is kept in memory across the in-app navigation).
  expect(await navigateInApp(page, '/demo-login?character=client')).toBe('/demo-login');
  await expect(page.getByRole('list', { name: 'Demo characters' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/demo-login\?character=client$/);
});
