import type { Page } from '@playwright/test';
import { navigateInApp, settledPath } from '../fixtures/navigation';
import { expect, test } from '../fixtures/test';
import { assistantPanel, composerOf } from './assistant-page';

function countCreations(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/conversations/new')) seen.count++;
  });
  return seen;
}

test('a session starts on assistant routes only, once, and is restored after a reload', async ({ page }) => {
  const creations = countCreations(page);
  await page.goto('/notes');
  await settledPath(page);
  await page.waitForTimeout(500);
  expect(creations.count).toBe(0);

  await navigateInApp(page, '/therapist-panel');
  await expect(composerOf(page)).toBeEnabled();
  expect(creations.count).toBe(1);
  const stored = await page.evaluate(() => sessionStorage.getItem('assistant_session'));

  await page.reload();
  await expect(composerOf(page)).toBeEnabled();
  await navigateInApp(page, '/ai-assistant');
  await expect(composerOf(page)).toBeEnabled();
  expect(creations.count).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('assistant_session'))).toBe(stored);
});

test('a failed start is not retried; New conversation tries once more with its own message', async ({ page }) => {
  await page.route('**/api/conversations/new', (route) => route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Down' } }));
  const creations = countCreations(page);
  await page.goto('/therapist-panel');
  await settledPath(page);
  const panel = assistantPanel(page);
  await expect(panel.getByText('Failed to start session. Please try again.')).toBeVisible();
  await expect(composerOf(page)).toBeDisabled();
  await navigateInApp(page, '/assistant');
  await page.waitForTimeout(500);
  await navigateInApp(page, '/therapist-panel');
  await page.waitForTimeout(500);
  expect(creations.count).toBe(1);

  await panel.getByRole('button', { name: 'New conversation' }).click();
  await expect(panel.getByText('Failed to start a new conversation. Please try refreshing the page.')).toBeVisible();
  expect(creations.count).toBe(2);
});

test('an unauthenticated start tries demo login once, then asks for it', async ({ page }) => {
  await page.route('**/api/conversations/new', (route) => route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Sign in first' } }));
  const demoLogins: string[] = [];
  await page.route('**/api/auth/demo-login', (route) => {
    demoLogins.push(route.request().postData() ?? '');
    return route.fulfill({ status: 404, json: { error: 'not_found', message: 'Demo mode is turned off on this server.' } });
  });
  await page.goto('/therapist-panel');
  await settledPath(page);
  await expect(assistantPanel(page).getByText('Please use Demo Login before starting a conversation.')).toBeVisible();
  // The browser's zone goes along: the demo practice's calendar is set in it.
  expect(demoLogins.map((body) => JSON.parse(body))).toEqual([{ character_type: 'therapist', time_zone: expect.any(String) }]);
});

test('opening the assistant in three tabs leaves at most one empty conversation', async ({ context }) => {
  const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/therapist-panel')));
  // A background tab's timers are throttled: look at each in front, as the user would.
  for (const tab of tabs) {
    await tab.bringToFront();
    await expect(composerOf(tab)).toBeEnabled();
  }
  const sessions = await Promise.all(tabs.map((tab) => tab.evaluate(() => sessionStorage.getItem('assistant_session'))));
  expect(new Set(sessions).size).toBe(1);
  // The one they share is still the empty one a fourth start gets: nothing piled up behind it.
  const again = (await (await context.request.post('/api/conversations/new')).json()) as { session_id: string };
  expect(JSON.parse(sessions[0]!)).toMatchObject({ session_id: again.session_id });
  await Promise.all(tabs.map((tab) => tab.close()));
});
