import type { Page } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { expect, test } from '../fixtures/test';

const html = (page: Page) => page.locator('html');

test('dark mode follows the system preference', async ({ browser }) => {
  for (const colorScheme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(html(page)).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await context.close();
  }
});

test.describe('dark-mode toggle', () => {
  test.use({ colorScheme: 'light' });

  test('switches the theme, survives a reload and is saved for the user', async ({ page }) => {
    await page.goto('/notes');
    await settledPath(page);
    await expect(html(page)).toHaveClass(/\blight\b/);
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const toggle = page.getByRole('menuitemcheckbox', { name: /Dark mode/ });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.preferences.theme).toBe('dark');

    await page.reload();
    await settledPath(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);

    // And back to light, saved too.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Dark mode/ }).click();
    await expect(html(page)).toHaveClass(/\blight\b/);
    await expect.poll(async () => (await (await page.request.get('/api/auth/me')).json()).user.preferences.theme).toBe('light');
  });
});
