import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';

/** The assistant panel on the page. */
export const assistantPanel = (page: Page): Locator => page.getByRole('region', { name: 'AI assistant' });

export const composerOf = (page: Page): Locator => assistantPanel(page).getByRole('textbox', { name: 'Message the assistant' });

export const assistantReplies = (page: Page): Locator => assistantPanel(page).locator('[data-role="assistant"]');

export const userMessages = (page: Page): Locator => assistantPanel(page).locator('[data-role="user"]');

/** Opens an assistant route and waits until its conversation is ready to take a message. */
export async function openAssistant(page: Page, path = '/therapist-panel'): Promise<void> {
  await page.goto(path);
  await settledPath(page);
  await expect(composerOf(page)).toBeEnabled({ timeout: 15_000 });
}

/** Types a message, sends it with Enter, and waits for the reply to be complete. */
export async function sendMessage(page: Page, text: string): Promise<Locator> {
  const before = await assistantReplies(page).count();
  await composerOf(page).fill(text);
  await composerOf(page).press('Enter');
  const reply = assistantReplies(page).nth(before);
  await expect(reply).toBeVisible({ timeout: 20_000 });
  await expect(assistantPanel(page).locator('[data-streaming]')).toHaveCount(0, { timeout: 20_000 });
  return reply;
}

/** Turns note mode on in the panel and picks a client (or none). */
export async function useNoteMode(page: Page, client: string | null): Promise<void> {
  const panel = assistantPanel(page);
  await panel
    .getByRole('switch', { name: 'Note Mode' })
    .or(panel.getByRole('checkbox', { name: 'Note Mode' }))
    .check();
  if (client) {
    await panel.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: client }).click();
    await expect(panel.getByRole('combobox', { name: 'Client' })).toHaveText(client);
  }
}

/** A conversation made through the API: each text is sent to the engine (one exchange each). */
export async function conversationWith(request: APIRequestContext, messages: string[]): Promise<string> {
  const created = await request.post('/api/conversations/new');
  expect(created.status()).toBe(201);
  const { session_id: sessionId } = (await created.json()) as { session_id: string };
  for (const text of messages) {
    const answer = await request.post('/api/engine/respond', {
      data: { user_input: text, assistant_type: 'therapist', session_id: sessionId, message_id: crypto.randomUUID() },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  return sessionId;
}
