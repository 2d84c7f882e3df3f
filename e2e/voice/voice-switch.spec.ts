import { expect, test } from '@playwright/test';
import { navigateInApp, openPath } from '../fixtures/navigation';

/**
 * The owner of a new practice turns voice mode on in Settings → AI assistant and goes straight to
 * voice mode: it is on without reloading the page (the status she saw as off a moment ago is asked again).
 */
test.use({ storageState: { cookies: [], origins: [] } });

test('voice mode switched on in the settings is on at once, without a reload', async ({ page, baseURL }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL! },
    data: { email: `switch.${stamp}@e2e.test`, password: 'Lantern-Harbor-93-Quill', name: 'Robin Lake', practice_name: `Switch Practice ${stamp}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await openPath(page, '/voice');
  await expect(page.getByTestId('voice-disabled')).toContainText('turned off');

  await navigateInApp(page, '/admin/settings');
  const voiceSwitch = page.getByRole('switch', { name: 'Voice mode' }).or(page.getByRole('checkbox', { name: 'Voice mode' }));
  await voiceSwitch.check();
  await page.getByRole('button', { name: 'Save assistant settings' }).click();
  await expect(page.getByText('Assistant settings saved')).toBeVisible();
  // This machine has the offline speech engine (CI installs it), so nothing warns beside the switch.
  await expect(page.getByTestId('voice-speech-missing')).toHaveCount(0);

  await navigateInApp(page, '/voice');
  await expect(page.getByTestId('voice-disabled')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Start voice session/ })).toBeVisible();
});
