import { expect, test } from '../fixtures/test';
import { openAssistant, sendMessage } from './assistant-page';

test('each kind of feedback is given once per reply; the buttons stay disabled after a reload', async ({ page }) => {
  await openAssistant(page);
  const reply = await sendMessage(page, 'What can you do?');
  const bar = reply.getByRole('group', { name: 'Feedback on this reply' });
  const helpful = bar.getByRole('button', { name: 'Helpful', exact: true });
  const notHelpful = bar.getByRole('button', { name: 'Not helpful' });
  const write = bar.getByRole('button', { name: 'Write feedback' });

  await helpful.click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(helpful).toBeDisabled();
  await expect(notHelpful).toBeEnabled();

  await notHelpful.click();
  await expect(notHelpful).toBeDisabled();

  // A message needs text.
  await write.click();
  const dialog = page.getByRole('dialog', { name: 'Feedback on this reply' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please enter your feedback message')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('Clear and short.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(write).toBeDisabled();

  // The server remembers: the conversation is restored with every button disabled.
  await page.reload();
  await expect(helpful).toBeDisabled({ timeout: 15_000 });
  await expect(notHelpful).toBeDisabled();
  await expect(write).toBeDisabled();
});

test('a feedback refusal shows the failure toast and the button stays available', async ({ page }) => {
  await openAssistant(page);
  const reply = await sendMessage(page, 'What can you do?');
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Nope' } }));
  const helpful = reply.getByRole('button', { name: 'Helpful', exact: true });
  await helpful.click();
  await expect(page.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(helpful).toBeEnabled();

  await page.route('**/api/feedback', (route) => route.abort('failed'));
  await reply.getByRole('button', { name: 'Not helpful' }).click();
  await expect(page.getByText('An error occurred while submitting feedback.')).toBeVisible();
});
