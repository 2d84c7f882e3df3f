import { expect, test } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

test.use({ storageState: storageStateOf('devon') });

test('the AI health badge says AI OK, and AI Degraded (request) when the poll fails', async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  await expect(page.getByText('AI OK', { exact: true })).toBeVisible();

  await page.route('**/api/health/ai', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await settledPath(page);
  await expect(page.getByText('AI Degraded', { exact: true })).toBeVisible();
  await expect(page.getByLabel('AI Degraded: request')).toBeVisible();
});

test("the version stamp reads 'v<7-char commit> – <date>', with the build's own stamp when /api/version fails", async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  const stamp = page.getByTestId('version-stamp');
  await expect(stamp).toHaveText(/^v[0-9a-f]{7} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await page.route('**/api/version', (route) => route.fulfill({ status: 503, body: '' }));
  await page.reload();
  await settledPath(page);
  await expect(stamp).toHaveText(/^v[0-9a-z]{3,7}( – [A-Z][a-z]{2} \d{1,2}, \d{4})?$/);
});

test('the notification bell opens its panel', async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test("the install offer shows an 'Install App' banner that can be dismissed", async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('button', { name: 'Install App' })).toBeHidden();
});

test('the top bar hides while scrolling down and comes back when scrolling up', async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '4000px';
    document.getElementById('main')?.append(filler);
  });
  const header = page.getByTestId('top-bar');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test.describe('small screens', () => {
  test.use({ storageState: storageStateOf('demo-client'), viewport: { width: 375, height: 812 } });

  test('the demo banner hides after 600 ms', async ({ page }) => {
    await page.goto('/client');
    await settledPath(page);
    await expect(page.getByTestId('demo-banner')).toBeHidden({ timeout: 3000 });
  });
});
