import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/sign-in';

test.beforeEach(({ page }) => signInAs(page.request, 'alice'));

test('the app is installable: manifest, icons and the push worker are served', async ({ page, request }) => {
  await page.goto('/dashboard');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: 'Tend', display: 'standalone', start_url: '/' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  const worker = await request.get('/push-sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(await worker.text()).toContain("addEventListener('push'");
});

test('settings offer to enable push while permission is not decided', async ({ page }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Push notifications' });
  await expect(section.getByRole('button', { name: 'Enable push notifications' })).toBeVisible();
});

test('settings say when push was denied', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions([]);
  const page = await context.newPage();
  await signInAs(page.request, 'alice');
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Push notifications' })).toContainText(
    'Push notifications were denied. You can enable them in browser settings.',
  );
  await context.close();
});

test('settings say when the browser has no push support', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Push notifications' })).toContainText('Push notifications are not supported in this browser');
});

test('with permission granted the push worker registers; incognito Chromium cannot subscribe, which is said', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await signInAs(page.request, 'alice');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Push notifications' });
  await expect(section.getByTestId('push-status')).toBeVisible();
  // Auto-subscribe registers the push worker once start-up clean-up is done.
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')),
      { timeout: 15_000 },
    )
    .toEqual([expect.stringMatching(/\/push-sw\.js$/)]);
  // Playwright contexts are incognito, where Chromium has no Push API (crbug.com/41124656).
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Failed to subscribe to push notifications')).toBeVisible();
  await expect(section.getByTestId('push-status')).toHaveText('Notifications are allowed, but this browser is not subscribed.');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { uuid?: string; user?: { uuid: string } };
  const push = await page.request.post('/api/push-notification/test', { data: { userId: me.user?.uuid ?? me.uuid, message: 'hi' } });
  expect(push.status()).toBe(400);
  expect(await push.text()).toContain('Must be subscribed to push notifications to send test');
  await context.close();
});
