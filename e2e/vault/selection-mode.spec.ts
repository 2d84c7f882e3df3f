import type { Locator, Page } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { expect, test } from '../fixtures/test';
import { assistantPanel, assistantReplies, composerOf, conversationWith, openAssistant, sendMessage, userMessages } from '../assistant/assistant-page';

const unique = () => Math.random().toString(36).slice(2, 8);

/** The vault icon in the panel's header (the selection bar has a 'Save to Vault' button too). */
const vaultIcon = (page: Page): Locator => assistantPanel(page).getByTestId('vault-button');
const selectionBar = (page: Page): Locator => assistantPanel(page).getByRole('toolbar', { name: 'Message selection' });
const checkboxes = (page: Page): Locator => assistantPanel(page).getByRole('checkbox', { name: 'Select message' });
const vaultDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Save to Vault' });

async function openConversation(page: Page, sessionId: string): Promise<void> {
  await page.goto(`/conversations/${sessionId}`);
  await settledPath(page);
  await expect(composerOf(page)).toBeEnabled({ timeout: 15_000 });
}

/**
 * Sends a vault request; its reply opens Save to Vault by itself. (The dialog hides the rest of
 * the page from the accessibility tree, so sendMessage's role-based wait does not apply.)
 */
async function askForVault(page: Page, text: string): Promise<Locator> {
  const before = await assistantReplies(page).count();
  await composerOf(page).fill(text);
  await composerOf(page).press('Enter');
  await expect(vaultDialog(page)).toBeVisible({ timeout: 20_000 });
  return page.locator('section[aria-label="AI assistant"] [data-role="assistant"]').nth(before);
}

/** Picks 'New folder…' in Save to Vault and names it; sets title and tags. */
async function fillDialog(dialog: Locator, { title, folder, tags }: { title: string; folder?: string; tags?: string }): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
  if (folder) {
    await dialog.getByRole('combobox', { name: 'Folder' }).click();
    await dialog.page().getByRole('option', { name: 'New folder…' }).click();
    await dialog.getByRole('textbox', { name: 'New folder name' }).fill(folder);
  }
  if (tags) await dialog.getByRole('textbox', { name: 'Tags' }).fill(tags);
}

/** Saves and waits for the dialog to close with the success toast. */
async function save(page: Page): Promise<void> {
  await vaultDialog(page).getByRole('button', { name: 'Save to Vault' }).click();
  await expect(page.getByText('Saved to Vault!')).toBeVisible();
  await expect(vaultDialog(page)).toHaveCount(0);
}

/** Opens a folder from /vault through the UI and answers the entry with that title. */
async function entryInVault(page: Page, folder: string, title: string): Promise<Locator> {
  await page.goto('/vault');
  await settledPath(page);
  await page.getByRole('textbox', { name: 'Search folders' }).fill(folder);
  const folders = page.getByRole('list', { name: 'Vault folders' });
  await expect(folders.getByRole('listitem')).toHaveCount(1);
  await folders.getByRole('link', { name: new RegExp(folder) }).click();
  await expect(page.getByRole('heading', { name: folder, level: 1 })).toBeVisible();
  const entry = page.getByRole('article', { name: title });
  await expect(entry).toBeVisible();
  return entry;
}

test('selection mode: picked messages are saved with up to 2 preceding messages each, into a new folder with tags', async ({ page }) => {
  test.slow();
  const word = unique();
  const said = [1, 2, 3].map((n) => `Daniel practised the ${word} grounding exercise, part ${n}.`);
  const sessionId = await conversationWith(page.request, said);
  const stored = (await (await page.request.get(`/api/conversations/${sessionId}/messages`)).json()) as { messages: { content: string }[] };
  expect(stored.messages).toHaveLength(6);
  await openConversation(page, sessionId);
  await expect(assistantReplies(page)).toHaveCount(3);

  // Nothing highlighted: the icon enters selection mode.
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  await vaultIcon(page).click();
  await expect(checkboxes(page)).toHaveCount(6);
  await expect(selectionBar(page)).toContainText('0 selected');
  await expect(selectionBar(page).getByRole('button', { name: 'Save to Vault' })).toHaveCount(0);

  // Messages: u1 a1 u2 a2 u3 a3. Picking a2 and a3 brings a1..a3 around a2 and u3 around a3 (u1 stays out).
  await assistantReplies(page).nth(1).getByRole('checkbox', { name: 'Select message' }).check();
  await expect(selectionBar(page).getByRole('button', { name: 'Save to Vault' })).toBeVisible();
  await assistantReplies(page).nth(2).getByRole('checkbox', { name: 'Select message' }).check();
  await expect(selectionBar(page)).toContainText('2 selected');

  await selectionBar(page).getByRole('button', { name: 'Save to Vault' }).click();
  const dialog = vaultDialog(page);
  await expect(dialog).toBeVisible();
  // Cancelling the dialog keeps the selection, to be changed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(selectionBar(page)).toContainText('2 selected');
  await selectionBar(page).getByRole('button', { name: 'Save to Vault' }).click();

  const folder = `Selection ${word}`;
  const title = `Grounding ${word}`;
  await fillDialog(dialog, { title, folder, tags: 'grounding, selection' });
  await save(page);
  // A saved selection leaves selection mode.
  await expect(checkboxes(page)).toHaveCount(0);
  await expect(selectionBar(page)).toHaveCount(0);

  const entry = await entryInVault(page, folder, title);
  // The picked replies (as stored, before markdown is stripped for display) joined in conversation order.
  await expect(entry.getByText(`${stored.messages[3]!.content}\n\n${stored.messages[5]!.content}`, { exact: true })).toBeVisible();
  await expect(entry.getByText('grounding', { exact: true })).toBeVisible();
  await expect(entry.getByText('selection', { exact: true })).toBeVisible();
  await entry.getByText('Conversation (5 messages)').click();
  await expect(entry.getByText(said[1]!)).toBeVisible();
  await expect(entry.getByText(said[2]!)).toBeVisible();
  await expect(entry.getByText(said[0]!)).toHaveCount(0);
});

test('Escape, Cancel and a conversation change each leave selection mode', async ({ page }) => {
  const word = unique();
  await openConversation(page, await conversationWith(page.request, [`Ethan tried a ${word} breathing exercise.`]));
  await expect(userMessages(page)).toHaveCount(1);

  await vaultIcon(page).click();
  await expect(checkboxes(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(checkboxes(page)).toHaveCount(0);

  await vaultIcon(page).click();
  await checkboxes(page).first().check();
  await selectionBar(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(selectionBar(page)).toHaveCount(0);

  // Back in selection mode, nothing is selected any more; a new conversation clears it.
  await vaultIcon(page).click();
  await expect(selectionBar(page)).toContainText('0 selected');
  await checkboxes(page).first().check();
  await assistantPanel(page).getByRole('button', { name: 'New conversation' }).click();
  await expect(userMessages(page)).toHaveCount(0);
  await expect(selectionBar(page)).toHaveCount(0);
});

test('highlighted text: the vault icon opens Save to Vault with exactly that text and its message', async ({ page }) => {
  const word = unique();
  // A question with a fixed reply.
  await openConversation(page, await conversationWith(page.request, ['What can you do?']));
  const reply = assistantReplies(page).first();
  await expect(reply).toContainText('built-in assistant');

  // Highlight part of the reply's first line, as a mouse drag would.
  const highlighted = await reply.locator('.message-text').evaluate((element) => {
    const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').length > 40);
    if (!node) throw new Error('no text to highlight');
    const range = document.createRange();
    range.setStart(node, 4);
    range.setEnd(node, 36);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(highlighted.trim().length).toBeGreaterThan(10);

  await vaultIcon(page).click();
  const dialog = vaultDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(highlighted.trim(), { exact: true })).toBeVisible();
  // Not selection mode.
  await expect(checkboxes(page)).toHaveCount(0);

  const title = `Highlight ${word}`;
  await fillDialog(dialog, { title });
  await save(page);
  const entry = await entryInVault(page, 'General', title);
  await expect(entry.getByText(highlighted.trim(), { exact: true })).toBeVisible();
  // The highlighted reply and the question before it.
  await entry.getByText('Conversation (2 messages)').click();
  await expect(entry.getByText('What can you do?')).toBeVisible();
});

test('the assistant’s vault actions open Save to Vault on their own, then de-identify with editable pseudonyms', async ({ page }) => {
  test.slow();
  const word = unique();
  await openAssistant(page);
  await sendMessage(page, 'Ethan Brooks reported feeling anxious about work most days this week. We practised box breathing together.');
  // Two of the caseload's clients by name.
  const recent = await sendMessage(page, 'recent clients');
  await expect(recent).toContainText('Ethan Brooks');
  await expect(recent).toContainText('Daniel Kim');
  const dialog = vaultDialog(page);

  // "save this to my vault": the dialog opens with the last reply, de-identification off.
  const offered = await askForVault(page, 'save this to my vault');
  await expect(offered).toContainText('Save to Vault is open');
  await expect(dialog).toContainText('Your most recently seen clients');
  await expect(dialog.getByRole('switch', { name: 'De-identify before saving' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The offer can be reopened from its message.
  await offered.getByRole('button', { name: 'Open Save to Vault' }).click();
  await expect(dialog).toContainText('Your most recently seen clients');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // "de-identify it for the vault": de-identification on, the names found with proposed pseudonyms.
  await askForVault(page, 'de-identify it for the vault');
  await expect(dialog.getByRole('switch', { name: 'De-identify before saving' })).toBeChecked();
  const originals = dialog.getByRole('textbox', { name: 'Original' });
  const pseudonyms = dialog.getByRole('textbox', { name: 'Pseudonym' });
  const names = await originals.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(names).toContain('Ethan Brooks');
  expect(names).toContain('Daniel Kim');
  const danielAs = await pseudonyms.nth(names.indexOf('Daniel Kim')).inputValue();
  expect(danielAs).toMatch(/^Client [A-Z]$/);
  // The user may change a proposed pseudonym.
  await pseudonyms.nth(names.indexOf('Ethan Brooks')).fill('Alex Morgan');

  const folder = `Deidentified ${word}`;
  const title = `Recent ${word}`;
  await fillDialog(dialog, { title, folder });
  await save(page);

  const entry = await entryInVault(page, folder, title);
  await expect(entry).toContainText('De-identified');
  await expect(entry).toContainText('Alex Morgan');
  await expect(entry).toContainText(danielAs);
  await expect(entry).not.toContainText('Ethan Brooks');
  await expect(entry).not.toContainText('Daniel Kim');
});

test('a highlight across messages keeps only the messages’ words, not the buttons between them', async ({ page }) => {
  await openConversation(page, await conversationWith(page.request, ['Hello']));
  const reply = assistantReplies(page).first();
  await expect(reply.getByRole('button', { name: 'Who am I seeing today?' })).toBeVisible();
  const greeting = (await reply.locator('.message-text').innerText()).trim();
  // From the start of "Hello" to the end of the reply's bubble, suggested replies included.
  await page.evaluate(() => {
    const start = document.querySelector('[data-role="user"] .message-text')!;
    const end = document.querySelector('[data-role="assistant"]')!;
    const range = document.createRange();
    range.setStart(start, 0);
    range.setEnd(end, end.childNodes.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await vaultIcon(page).click();
  const dialog = vaultDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Hello');
  await expect(dialog).toContainText(greeting);
  await expect(dialog).not.toContainText('Who am I seeing today?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
