import { settledPath } from '../fixtures/navigation';
import { expect, test } from '../fixtures/test';

// Triggering onboarding saves a preference: the clinician of a practice of the test's own does it.
test('trigger onboarding confirms with its message', async ({ page }) => {
  await page.goto('/notifications');
  await settledPath(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Trigger onboarding' }).click();
  await expect(page.getByText('Onboarding will be triggered on your next conversation')).toBeVisible();
});
