import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

// The server's CSP (script-src 'self') rightly refuses injected scripts; axe is the test's own.
test.use({ bypassCSP: true });

/** Runs axe-core in the page; answers the serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
