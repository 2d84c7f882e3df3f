import { expect, test } from '../fixtures/test';
import { openPath } from '../fixtures/navigation';

/**
 * The week view on a laptop (1280×800) shows the clinician's whole working day without scrolling the
 * page, its visits coloured by kind, with a legend saying what the colours and marks mean.
 */
test('the week view shows a full working day at 1280×800, with a legend', async ({ page }) => {
  await openPath(page, '/calendar');
  const legend = page.getByRole('list', { name: 'Calendar legend' });
  await expect(legend).toContainText('Individual');
  await expect(legend).toContainText('✓ completed');
  await expect(page.getByRole('button', { name: /✓ Maya Thompson/ })).toBeVisible();
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/calendar-week-1280.png' });
  // The working day of the sample caseload: 9 am to 5 pm in the browser's zone, every hour's row on screen.
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-time]')].map((el) => ({
      time: el.dataset.time!,
      bottom: el.getBoundingClientRect().bottom,
    })),
  );
  const day = rows.filter((r) => r.time >= '09:00:00' && r.time < '17:00:00');
  expect(new Set(day.map((r) => r.time)).size).toBeGreaterThanOrEqual(16);
  expect(Math.max(...day.map((r) => r.bottom))).toBeLessThanOrEqual(800);
});
