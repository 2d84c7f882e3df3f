import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { settledPath } from '../fixtures/navigation';
import { expect, test } from '../fixtures/test';
import { storageStateOf } from '../fixtures/users';

/**
 * Issue 18 item 7: the six main screens — dashboard, notes, a note, clients, calendar (a fresh
 * demo therapist's practice, so every list has rows) and the portal home (a demo client) — have no
 * serious or critical axe violation, in the light and the dark theme. Each screen is checked once
 * its heading is up and nothing is still loading, so axe sees the data, not a skeleton.
 */

/** Spinners and skeletons (a determinate progress bar, which has a value, is content). */
const loading = '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root';

/** Opens `path` and waits until its page heading is shown and nothing is still loading. */
async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settledPath(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator(loading)).toHaveCount(0, { timeout: 15_000 });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the six main screens have no serious or critical violations (${colorScheme})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    // Collected per screen, so one run names every screen that fails, not just the first.
    const found: Record<string, string[]> = {};

    await openScreen(page, '/dashboard', 'Dashboard');
    found.dashboard = await seriousViolations(page);

    await openScreen(page, '/notes', 'Notes');
    const table = page.getByRole('table', { name: 'Notes' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    found.notes = await seriousViolations(page);

    await table.getByRole('row').filter({ hasText: 'Draft' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('note-text')).not.toBeEmpty();
    await expect(page.locator(loading)).toHaveCount(0);
    found['note page'] = await seriousViolations(page);

    await openScreen(page, '/clients', 'Clients');
    await expect(page.getByRole('table', { name: 'Clients' })).toContainText('Maya Thompson');
    found.clients = await seriousViolations(page);

    await openScreen(page, '/calendar', 'Calendar');
    found.calendar = await seriousViolations(page);

    const portal = await browser.newContext({ baseURL, colorScheme, storageState: storageStateOf('demo-client') });
    const client = await portal.newPage();
    await openScreen(client, '/client', 'My Portal');
    found['portal home'] = await seriousViolations(client);
    await portal.close();

    expect(found).toEqual({ dashboard: [], notes: [], 'note page': [], clients: [], calendar: [], 'portal home': [] });
  });
}
