import { expect, test } from '../fixtures/test';
import { assistantPanel, assistantReplies, composerOf, openAssistant, userMessages } from './assistant-page';

test('Send is disabled while the message is empty or only spaces', async ({ page }) => {
  await openAssistant(page);
  const send = assistantPanel(page).getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await composerOf(page).fill('   \n  ');
  await expect(send).toBeDisabled();
  await composerOf(page).press('Enter');
  await expect(userMessages(page)).toHaveCount(0);
  await composerOf(page).fill('Hello');
  await expect(send).toBeEnabled();
});

test('Shift+Enter adds a newline and the box grows from 44 px up to 160 px; Enter sends', async ({ page }) => {
  await openAssistant(page);
  const box = composerOf(page);
  const height = () => box.evaluate((el) => el.getBoundingClientRect().height);
  expect(await height()).toBeGreaterThanOrEqual(44);
  expect(await height()).toBeLessThan(60);

  await box.click();
  await box.pressSequentially('Ethan described a calmer week.');
  await box.press('Shift+Enter');
  await box.pressSequentially('He slept better.');
  await expect(box).toHaveValue('Ethan described a calmer week.\nHe slept better.');
  await expect(userMessages(page)).toHaveCount(0);
  const twoLines = await height();
  expect(twoLines).toBeGreaterThan(44);

  for (let i = 0; i < 12; i++) await box.press('Shift+Enter');
  await expect.poll(height).toBe(160);

  await box.fill('Ethan described a calmer week.\nHe slept better.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(userMessages(page).first()).toHaveText('Ethan described a calmer week.\nHe slept better.');
  await expect(assistantReplies(page).first()).toContainText('Noted');
  await expect.poll(height).toBeLessThan(60);
});

test('the Send button sends too, and the conversation is still there after a reload', async ({ page }) => {
  await openAssistant(page);
  await composerOf(page).fill('What can you do?');
  await assistantPanel(page).getByRole('button', { name: 'Send' }).click();
  await expect(assistantReplies(page).first()).toContainText('built-in assistant');
  await page.reload();
  await expect(userMessages(page).first()).toHaveText('What can you do?');
  await expect(assistantReplies(page).first()).toContainText('built-in assistant');
});
