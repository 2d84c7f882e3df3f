import { expect, test } from '../fixtures/test';
import { settledPath } from '../fixtures/navigation';
import { assistantPanel, composerOf, conversationWith } from './assistant-page';

test("'Load More' brings the older messages of a long conversation, keeping the reader's place", async ({ page }) => {
  test.slow();
  // 17 exchanges: 34 messages, more than one page of 30.
  const texts = Array.from({ length: 17 }, (_, i) => `Exchange number ${i + 1}: Daniel practised the grounding exercise.`);
  const sessionId = await conversationWith(page.request, texts);

  await page.goto(`/conversations/${sessionId}`);
  await settledPath(page);
  const panel = assistantPanel(page);
  await expect(composerOf(page)).toBeEnabled();
  const bubbles = panel.locator('[data-role]');
  await expect(bubbles).toHaveCount(30);
  await expect(bubbles.first()).toHaveText(/^Exchange number 3:/);

  const list = panel.getByTestId('message-list');
  const metrics = () => list.evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, view: el.clientHeight }));
  // Opened at the bottom.
  await expect
    .poll(async () => {
      const m = await metrics();
      return m.height - m.top - m.view;
    })
    .toBeLessThan(2);

  await list.evaluate((el) => (el.scrollTop = 0));
  await panel.getByRole('button', { name: 'Load More' }).click();
  await expect(bubbles).toHaveCount(34);
  await expect(bubbles.first()).toHaveText('Exchange number 1: Daniel practised the grounding exercise.');
  await expect(panel.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  // The older messages went above: the view did not jump to the top or the bottom.
  const after = await metrics();
  expect(after.top).toBeGreaterThan(100);
  expect(after.height - after.top - after.view).toBeGreaterThan(200);
});
