import { expect, test } from '../fixtures/test';
import { settledPath } from '../fixtures/navigation';
import { assistantPanel, composerOf, conversationWith, userMessages } from './assistant-page';

const unique = () => `kiwi${Math.random().toString(36).slice(2, 8)}`;

test('rename by double click: Enter or leaving the field saves a trimmed title; an empty one is ignored', async ({ page }) => {
  const word = unique();
  await conversationWith(page.request, [`Daniel kept a ${word} journal this week.`]);
  await page.goto('/conversations');
  await settledPath(page);

  const search = page.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill(word);
  const list = page.getByRole('list', { name: 'All conversations' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('link');

  await row.dblclick();
  const title = list.getByRole('textbox', { name: 'Conversation title' });
  await title.fill(`  Journal review ${word}  `);
  await title.press('Enter');
  await expect(row).toContainText(`Journal review ${word}`);

  // Empty after trimming: ignored.
  await row.dblclick();
  await title.fill('   ');
  await page.getByRole('heading', { name: 'Conversations' }).click();
  await expect(row).toContainText(`Journal review ${word}`);

  // Leaving the field saves.
  await row.dblclick();
  await title.fill(`Blur saved ${word}`);
  await page.getByRole('heading', { name: 'Conversations' }).click();
  await expect(row).toContainText(`Blur saved ${word}`);

  await page.reload();
  await settledPath(page);
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill(`Blur saved ${word}`);
  await expect(page.getByRole('list', { name: 'All conversations' }).getByRole('link')).toContainText(`Blur saved ${word}`);
});

test('search finds a conversation by its messages; opening it moves the assistant there and finalizes the one left', async ({ page }) => {
  const word = unique();
  const target = await conversationWith(page.request, [`Ethan brought a ${word} to the session.`]);
  await page.goto('/conversations');
  await settledPath(page);
  await expect(composerOf(page)).toBeEnabled();
  const started = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('assistant_session') ?? '{}') as { session_id?: string }).session_id);
  expect(started).toBeTruthy();

  await page.getByRole('searchbox', { name: 'Search conversations' }).fill(word.slice(0, 6));
  const list = page.getByRole('list', { name: 'All conversations' });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const finalized = page.waitForRequest((r) => r.url().endsWith('/api/engine/finalize-session') && r.method() === 'POST');
  await list.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/conversations/${target}\\?search=${word.slice(0, 6)}$`));
  expect((await finalized).postDataJSON()).toEqual({ session_id: started });
  await expect(userMessages(page).first()).toHaveText(`Ethan brought a ${word} to the session.`);
  await expect(list.getByRole('link')).toHaveAttribute('aria-current', 'page');

  // New conversation from the panel: the URL follows, the one left is finalized.
  const finalizedAgain = page.waitForRequest((r) => r.url().endsWith('/api/engine/finalize-session'));
  await assistantPanel(page).getByRole('button', { name: 'New conversation' }).click();
  expect((await finalizedAgain).postDataJSON()).toEqual({ session_id: target });
  await expect(page).not.toHaveURL(new RegExp(`/conversations/${target}`));
  await expect(page).toHaveURL(/\/conversations\/[0-9a-f-]{36}\?search=/);
  await expect(userMessages(page)).toHaveCount(0);
});
