import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, openPath, settledPath } from '../fixtures/navigation';
import { storageStateOf, testUsers } from '../fixtures/users';

/**
 * One navigation per user kind (docs/decisions/022-one-navigation-model.md): the desktop
 * sidebar and the phone menu list the same entries, none twice, and each opens its page for
 * that user — no redirect, no "No access".
 */

interface Entry {
  label: string;
  to: string;
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };
const shots = process.env.NAV_SHOTS;

async function linksIn(page: Page, testId: string): Promise<Entry[]> {
  return page
    .getByTestId(testId)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ label: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(), to: new URL((a as HTMLAnchorElement).href).pathname })),
    );
}

/** The collapsed sidebar holds only the navigation (its links named by aria-label). */
async function sidebarEntries(page: Page, home: string): Promise<Entry[]> {
  await page.setViewportSize(desktop);
  await openPath(page, home);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  return linksIn(page, 'sidebar');
}

async function phoneEntries(page: Page, home: string): Promise<Entry[]> {
  await page.setViewportSize(phone);
  await openPath(page, home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('link').first()).toBeVisible();
  return linksIn(page, 'mobile-menu');
}

const key = (e: Entry) => `${e.label} → ${e.to}`;

for (const user of testUsers) {
  test.describe(`${user.id} (${user.kind})`, () => {
    test.use({ storageState: storageStateOf(user.id) });

    test('the sidebar and the phone menu list the same entries, none twice, each one opening its page', async ({ page }) => {
      test.slow();
      await page.goto('/');
      const home = await settledPath(page);
      const sidebar = await sidebarEntries(page, home);
      const menu = await phoneEntries(page, home);
      expect(sidebar.length).toBeGreaterThan(0);
      expect(menu.map(key).sort()).toEqual(sidebar.map(key).sort());
      expect(new Set(sidebar.map((e) => e.to)).size, 'no route twice').toBe(sidebar.length);
      expect(new Set(sidebar.map((e) => e.label)).size, 'no label twice').toBe(sidebar.length);

      await page.setViewportSize(desktop);
      await openPath(page, home);
      for (const entry of sidebar) {
        expect(await navigateInApp(page, entry.to), `${entry.label} stays on its page`).toBe(entry.to);
        await expect(page.getByRole('heading', { name: 'No access' }), `${entry.label} is allowed`).toHaveCount(0);
        await expect(page.getByRole('heading', { name: /not found/i }), `${entry.label} exists`).toHaveCount(0);
      }
    });
  });
}

test.describe('breadcrumbs and "Back to" follow the route hierarchy', () => {
  test.use({ storageState: storageStateOf('alice'), viewport: desktop });

  test('Clients › Jordan Blake › Notes, and back up one level whatever came before', async ({ page }) => {
    await openPath(page, '/calendar');
    await navigateInApp(page, '/clients');
    await page.getByRole('link', { name: 'Jordan Blake' }).first().click();
    await expect(page.getByRole('heading', { name: 'Jordan Blake' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem').filter({ hasNotText: '›' })).toHaveText(['', 'Clients', 'Jordan Blake']);
    const bar = page.getByTestId('breadcrumbs');
    // Up one level of the hierarchy (Clients), not the page seen before it.
    await expect(bar.getByRole('link', { name: 'Back to Clients' })).toBeVisible();

    await page.getByRole('tab', { name: 'Notes' }).click();
    await expect(crumbs.getByRole('listitem').filter({ hasNotText: '›' })).toHaveText(['', 'Clients', 'Jordan Blake', 'Notes']);
    await bar.getByRole('link', { name: 'Back to Jordan Blake' }).click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await bar.getByRole('link', { name: 'Back to Clients' }).click();
    expect(await settledPath(page)).toBe('/clients');
    await expect(bar.getByText(/Back to/)).toHaveCount(0);

    await navigateInApp(page, '/superbills');
    await expect(crumbs.getByRole('listitem').filter({ hasNotText: '›' })).toHaveText(['', 'Payments', 'Superbills']);
    await expect(bar.getByRole('link', { name: 'Back to Payments' })).toBeVisible();
  });
});

test.describe('a supervisor is not offered what her role cannot open', () => {
  test.use({ storageState: storageStateOf('carla'), viewport: desktop });

  test('no "Message" on a client page, no Messages card on the dashboard', async ({ page }) => {
    await openPath(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'Your day' }).or(page.getByLabel('Your day'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open messages' })).toHaveCount(0);
    await navigateInApp(page, '/clients');
    await page.getByRole('table', { name: 'Clients' }).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' }).or(page.getByRole('button', { name: 'Edit' }))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Message' })).toHaveCount(0);
  });
});

test.describe('admin screens fit a phone', () => {
  test.use({ storageState: storageStateOf('dana'), viewport: phone });

  for (const path of [
    '/admin/dashboard',
    '/admin/users',
    '/admin/reports',
    '/admin/audit-logs',
    '/admin/provider-analytics',
    '/admin/compliance',
    '/admin/data-export',
  ]) {
    test(`${path} does not scroll sideways at 375 px`, async ({ page }) => {
      await openPath(page, path);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (shots) await page.screenshot({ path: `/tmp/nav-shots/admin${path.replaceAll('/', '-')}-375.png`, fullPage: true });
      expect(width, `${path} page width`).toBeLessThanOrEqual(375);
    });
  }
});

test.describe('screenshots of the navigation', () => {
  test.skip(!shots, 'NAV_SHOTS=1 takes them');
  for (const id of ['alice', 'dana', 'registered', 'sam']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${id} ${colorScheme}`, () => {
        test.use({ storageState: storageStateOf(id), colorScheme });
        test('sidebar and phone menu', async ({ page }) => {
          await page.setViewportSize(desktop);
          await page.goto('/');
          const home = await settledPath(page);
          await page.getByTestId('sidebar').getByRole('button', { name: 'Expand sidebar' }).click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `/tmp/nav-shots/${id}-sidebar-${colorScheme}.png` });
          await page.getByTestId('sidebar').getByRole('button', { name: 'Collapse sidebar' }).click();
          await page.setViewportSize(phone);
          await openPath(page, home);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: `/tmp/nav-shots/${id}-phone-${colorScheme}.png`, fullPage: true });
        });
      });
    }
  }
});
