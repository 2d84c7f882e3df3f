import { expect, test } from '../fixtures/test';
import { seriousViolations } from '../fixtures/axe';

/** The calendar and its booking dialog, with the demo's visits, in both themes: no serious or critical violations. */
for (const colorScheme of ['light', 'dark'] as const) {
  test(`calendar week and booking dialog (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'New appointment' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
