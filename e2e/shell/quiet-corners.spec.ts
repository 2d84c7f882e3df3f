import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { openPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

/**
 * Corners a new practice met on its first day, each checked in Chromium: a public page that
 * logs no error, a PDF preview the content security policy lets through, an assistant badge
 * only staff see, figures whose labels are not cut off, and a calendar that warns of nothing.
 */

/** The console's errors and warnings while `run` goes, and the answers that said 401. */
async function noise(page: Page, run: () => Promise<void>): Promise<{ console: string[]; unauthorized: string[] }> {
  const console: string[] = [];
  const unauthorized: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') console.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', onConsole);
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(new URL(r.url()).pathname);
  });
  await run();
  // Late answers (the session check's refresh) land after the first render.
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  return { console, unauthorized };
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const path of ['/login', '/register', '/forgot-password']) {
    test(`${path} asks for no session it does not have and logs no error`, async ({ page }) => {
      const heard = await noise(page, async () => {
        await openPath(page, path);
      });
      expect(heard.unauthorized).toEqual([]);
      expect(heard.console).toEqual([]);
    });
  }

  test('a PDF shown in a frame from an object URL (the superbill preview) is not blocked by the content security policy', async ({ page }) => {
    await openPath(page, '/login');
    const refused = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';
      const frame = document.createElement('iframe');
      frame.src = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
      document.body.append(frame);
      await new Promise((done) => setTimeout(done, 1_000));
      return violations;
    });
    expect(refused.filter((v) => v.startsWith('frame-src') || v.startsWith('child-src') || v.startsWith('default-src'))).toEqual([]);
  });
});

test.describe('a client in the portal', () => {
  test.use({ storageState: storageStateOf('sam') });

  test('sees no "AI OK" badge: the assistant is the staff’s', async ({ page }) => {
    await openPath(page, '/client');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(page.getByText(/^AI (OK|Degraded)$/)).toHaveCount(0);
  });
});

test.describe('an admin at 375 px', () => {
  test.use({ storageState: storageStateOf('dana'), viewport: { width: 375, height: 812 } });

  test('reads every figure’s whole label on the practice dashboard', async ({ page }) => {
    await openPath(page, '/admin/dashboard');
    const labels = page.locator('[data-testid^="kpi-"]');
    await expect(labels.first()).toBeVisible();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="kpi-"]')].flatMap((value) => {
        const label = value.previousElementSibling as HTMLElement | null;
        return label && label.scrollWidth > label.clientWidth + 1 ? [label.textContent ?? ''] : [];
      }),
    );
    expect(cut).toEqual([]);
  });
});

test.describe('a clinician', () => {
  test.use({ storageState: storageStateOf('alice') });

  test('opens the calendar without a warning in the console', async ({ page }) => {
    const heard = await noise(page, async () => {
      await openPath(page, '/calendar');
      await expect(page.getByRole('heading', { name: /calendar/i }).first()).toBeVisible();
    });
    expect(heard.console).toEqual([]);
  });

  test('reads a whole time, AM or PM, in the work schedule', async ({ page }) => {
    await openPath(page, '/settings/work-schedule');
    if ((await page.getByLabel('Start', { exact: true }).count()) === 0) await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    const start = page.getByLabel('Start', { exact: true }).first();
    await start.fill('09:00');
    await expect(start).toBeVisible();
    // The field is wide enough for "09:00 AM" and its clock button in the browser's own rendering.
    const fits = await start.evaluate((input: HTMLInputElement) => {
      const probe = document.createElement('input');
      probe.type = 'time';
      probe.value = '09:00';
      probe.style.cssText = `position:absolute;visibility:hidden;width:auto;font:${getComputedStyle(input).font};padding:${getComputedStyle(input).padding}`;
      document.body.append(probe);
      const needed = probe.scrollWidth;
      probe.remove();
      return { needed, has: input.clientWidth };
    });
    expect(fits.has).toBeGreaterThanOrEqual(fits.needed);
  });
});
