import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('sign-in page has no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await settledPath(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test.describe('signed in', () => {
      test.use({ storageState: storageStateOf('alice') });

      test('the shell (expanded sidebar, account menu) has no serious or critical violations', async ({ page }) => {
        await page.goto('/clients');
        await settledPath(page);
        await page.getByTestId('sidebar').getByRole('button', { name: 'Expand sidebar' }).click();
        await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });
}

test.describe('demo and admin screens', () => {
  test.use({ storageState: storageStateOf('demo-admin') });
  test('the demo banner and admin dashboard have no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/users');
    await settledPath(page);
    await expect(page.getByRole('table', { name: 'Practice users' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the demo character picker has no serious or critical violations', async ({ page }) => {
  await page.goto('/demo-login');
  await settledPath(page);
  expect(await seriousViolations(page)).toEqual([]);
});
