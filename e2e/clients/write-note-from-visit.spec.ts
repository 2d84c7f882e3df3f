import { expect, test } from '../fixtures/test';
import { openPath } from '../fixtures/navigation';

/** A completed visit without a note offers "Write note", which opens the note page with that visit chosen. */
test('a completed visit on the client page is documented from there, its visit already chosen', async ({ page }) => {
  await openPath(page, '/clients');
  await page
    .getByRole('link', { name: /Daniel Kim/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Daniel Kim/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const write = page.getByRole('link', { name: /^Write note for / }).first();
  await expect(write).toBeVisible();
  await write.click();
  await expect(page).toHaveURL(/\/notes\/new\?client_id=[^&]+&encounter_id=[0-9a-f-]{36}$/);
  // The appointment picker holds that visit, so the note is saved for it.
  await expect(page.getByRole('combobox', { name: 'Appointment' })).toHaveText(/\d{1,2}:\d{2} (AM|PM)/);
});
