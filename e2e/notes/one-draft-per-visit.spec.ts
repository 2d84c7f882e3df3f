import type { APIRequestContext, Page } from '@playwright/test';
import { assistantPanel, openAssistant, sendMessage, useNoteMode } from '../assistant/assistant-page';
import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/**
 * One draft per visit and document type: asking the assistant for a SOAP note of the same session
 * again updates its draft (a new version each time) instead of making another, and the bell rings
 * once, for the draft.
 */

async function unreadNotifications(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/notifications?limit=1&unread=true');
  return ((await answer.json()) as { unread_count: number }).unread_count;
}

/** Marks everything read once the task sweep (every 3 s here) has stopped adding notifications for the new practice's past sessions. */
async function settleNotifications(request: APIRequestContext): Promise<void> {
  await expect(async () => {
    expect((await request.post('/api/notifications/read-all')).ok()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await unreadNotifications(request)).toBe(0);
  }).toPass({ timeout: 40_000 });
}

async function unreadMessages(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/client/clients-with-messages');
  if (!answer.ok()) return 0;
  const { clients } = (await answer.json()) as { clients?: { unread_count?: number }[] };
  return (clients ?? []).reduce((sum, client) => sum + (client.unread_count ?? 0), 0);
}

/** Asks for the note and waits until the job has saved it (the newest preview can then be signed). */
async function askForSoap(page: Page): Promise<void> {
  const before = await assistantPanel(page).getByRole('article', { name: 'Note draft' }).count();
  await sendMessage(page, 'yes, soap note');
  const drafts = assistantPanel(page).getByRole('article', { name: 'Note draft' });
  await expect(drafts).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(drafts.last().getByRole('button', { name: 'Approve and Sign' })).toBeVisible({ timeout: 30_000 });
}

test('asking for a SOAP note three times in one conversation leaves one draft for the visit, with three versions, and one bell', async ({ page }) => {
  test.setTimeout(150_000);
  await settleNotifications(page.request);
  const clients = (await (await page.request.get('/api/clients')).json()) as { clients: { id: string; first_name: string; last_name: string }[] };
  const ethan = clients.clients.find((c) => c.first_name === 'Ethan' && c.last_name === 'Brooks')!;

  await openAssistant(page);
  await useNoteMode(page, 'Ethan Brooks');
  await sendMessage(
    page,
    'Ethan said exams still make him panic but the attacks are shorter. He appeared calm today. We practised paced breathing. We will meet next week.',
  );
  for (let i = 0; i < 3; i++) await askForSoap(page);

  // Exactly one SOAP draft for Ethan, and it documents his session of yesterday.
  const listed = await page.request.get(`/api/notes?client_id=${ethan.id}&status=draft&document_type=soap_note`);
  const { notes } = (await listed.json()) as { notes: { id: string; encounter_id: string | null }[] };
  expect(notes).toHaveLength(1);
  expect(notes[0]!.encounter_id).not.toBeNull();

  await page.goto(`/notes/${notes[0]!.id}`);
  await expect(page.getByTestId('note-status')).toHaveText('Draft');
  const version = page.getByTestId('note-version');
  await expect(version).toHaveText('Version 3 of 3');
  await version.click();
  const menu = page.getByRole('menu', { name: 'Versions' });
  await expect(menu.getByRole('menuitem')).toHaveCount(3);
  await expect(menu.getByRole('menuitem').first()).toContainText('Version 3 (current)');
  await menu.getByRole('menuitem', { name: /^Version 1/ }).click();
  const earlier = page.getByTestId('note-version-view');
  await expect(earlier).toContainText('Version 1 of 3, read-only');
  await expect(earlier).toContainText('Clinician and client practised paced breathing.');
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  // Calm at a phone's width too, in both themes: nothing wider than the screen, nothing axe calls serious.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`earlier-version-375-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await earlier.getByRole('button', { name: 'Back to current' }).click();
  await expect(version).toHaveText('Version 3 of 3');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();

  // One "ready for review" notification, for the draft, however many times it was written.
  const messages = await unreadMessages(page.request);
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', `Notifications, ${messages + 1} unread`);
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('SOAP note ready for review');
});
