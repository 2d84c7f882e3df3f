import { expect, test } from '../fixtures/test';
import { assistantPanel, assistantReplies, openAssistant, sendMessage, userMessages } from './assistant-page';

test('a suggested action shows as a chip with its label and sends "yes, {action}"', async ({ page }) => {
  await openAssistant(page);
  const reply = await sendMessage(page, 'She reported passive SI after the argument on Sunday.');
  await expect(reply.getByRole('alert').filter({ hasText: 'Risk screen' })).toBeVisible();
  const chip = reply.getByRole('button', { name: 'Risk assessment' });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(userMessages(page).last()).toHaveText('yes, risk assessment');
  await expect(assistantReplies(page)).toHaveCount(2, { timeout: 20_000 });
  // Only the latest reply offers actions.
  await expect(assistantReplies(page).first().getByRole('button', { name: 'Risk assessment' })).toHaveCount(0);
});

test('options show as buttons; clicking one sends its value', async ({ page }) => {
  await openAssistant(page);
  const reply = await sendMessage(page, 'Hello');
  await expect(reply).toContainText(/^(Hello!|Hi there|Welcome back|Good to see you)/);
  const option = reply.getByRole('button', { name: 'Which notes are pending?' });
  await expect(option).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Who am I seeing today?' })).toBeVisible();
  await option.click();
  await expect(userMessages(page).last()).toHaveText('Which notes are pending?');
  await expect(assistantReplies(page).last()).toContainText('Daniel Kim', { timeout: 20_000 });
});

test('a narrative without note mode offers the SOAP and quick-note options, which send the suggested-action message', async ({ page }) => {
  await openAssistant(page);
  const reply = await sendMessage(page, 'Daniel described a calmer week at work and slept better.');
  await reply.getByRole('button', { name: 'Quick note' }).click();
  await expect(userMessages(page).last()).toHaveText('yes, quick note');
  await expect(assistantReplies(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(assistantPanel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
});
