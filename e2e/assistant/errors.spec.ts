import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { assistantPanel, assistantReplies, composerOf, openAssistant, userMessages } from './assistant-page';

/** Both engine calls: respond and its streaming variant (the panel sends through the stream). */
const respondUrl = /\/api\/engine\/respond(\/stream)?$/;

/** The browser's boundary: what the engine endpoints answer (the server paths are tested on the server). */
async function answerRespondWith(page: Page, handler: (route: Route) => Promise<void>): Promise<string[]> {
  const messageIds: string[] = [];
  await page.route(respondUrl, async (route) => {
    messageIds.push((route.request().postDataJSON() as { message_id: string }).message_id);
    await handler(route);
  });
  return messageIds;
}

async function send(page: Page, text: string): Promise<void> {
  await composerOf(page).fill(text);
  await composerOf(page).press('Enter');
}

const degraded = (message: string | null) => ({
  response: '',
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  status: 'degraded',
  message,
  action: null,
  already_processed: false,
});

test('degraded AI: a warning with the server message, else "AI temporarily unavailable"', async ({ page }) => {
  await openAssistant(page);
  let message: string | null = 'AI temporarily unavailable. Your message is saved; please try again.';
  await answerRespondWith(page, (route) => route.fulfill({ json: degraded(message) }));
  const alert = assistantPanel(page).getByTestId('send-alert');

  await send(page, 'Ethan talked about work.');
  await expect(alert).toHaveText('AI temporarily unavailable. Your message is saved; please try again.');
  await expect(alert).toHaveClass(/Warning/);
  await alert.getByRole('button', { name: 'Close' }).click();

  message = null;
  await assistantPanel(page).getByRole('button', { name: 'Dismiss' }).click();
  await send(page, 'Ethan talked about sleep.');
  await expect(alert).toHaveText('AI temporarily unavailable');
  await expect(assistantReplies(page)).toHaveCount(0);
});

test('AI unreachable (503): an alert with the server message, else the fixed text; Retry reuses the message id', async ({ page }) => {
  await openAssistant(page);
  let body: unknown = { error: 'ai_unreachable', message: 'The model server did not answer.' };
  const ids = await answerRespondWith(page, (route) => route.fulfill({ status: 503, json: body }));
  const alert = assistantPanel(page).getByTestId('send-alert');

  await send(page, 'Daniel slept better.');
  await expect(alert).toHaveText('The model server did not answer.');
  await expect(alert).toHaveClass(/Error/);

  body = {};
  await assistantPanel(page).getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveText('AI temporarily unreachable. Please try again shortly.');
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);

  // The provider is back: the same message goes through, once.
  await page.unroute(respondUrl);
  await assistantPanel(page).getByRole('button', { name: 'Retry' }).click();
  await expect(assistantReplies(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(alert).toHaveCount(0);
  await expect(userMessages(page)).toHaveCount(1);
});

test('a 503 sent as a stream error event is the same alert', async ({ page }) => {
  await openAssistant(page);
  await answerRespondWith(page, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: 'event: delta\ndata: {"text":"Par"}\n\nevent: error\ndata: {"status":503,"error":"ai_unreachable","message":"AI temporarily unreachable. Please try again shortly."}\n\n',
    }),
  );
  await send(page, 'Ethan talked about his week.');
  await expect(assistantPanel(page).getByTestId('send-alert')).toHaveText('AI temporarily unreachable. Please try again shortly.');
  await expect(assistantReplies(page)).toHaveCount(0);
});

test('any other failure is the toast "Couldn\'t reach AI. Try again."', async ({ page }) => {
  await openAssistant(page);
  await answerRespondWith(page, (route) => route.abort('connectionreset'));
  await send(page, 'Daniel described a calmer week.');
  await expect(page.getByText("Couldn't reach AI. Try again.")).toBeVisible();
  await expect(assistantPanel(page).getByRole('button', { name: 'Retry' })).toBeVisible();
});
