import { expect, test } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { personas } from '../fixtures/users';

// The server signs in with the test identity provider playwright.config.ts starts (fixtures/oidc-test-provider.ts).

test('a therapist signs in with single sign-on and lands home signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Harbor ID' }).click();
  // The provider's own sign-in page.
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(personas.ben.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await settledPath(page)).toBe('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('BO');
});

test('an identity no Tend account matches is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Harbor ID' }).click();
  await page.getByLabel('E-mail').fill('stranger@nowhere.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=unknown_user$/);
  await expect(page.getByRole('alert')).toHaveText('No Tend account matches that identity. Ask your practice administrator to invite you.');
  // Still the sign-in page, with both ways in.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbor ID' })).toBeVisible();
});
