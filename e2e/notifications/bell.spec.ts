import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * A new client of the clinician's with no visits. A repeated request for a note of one visit updates
 * its one draft and rings no second time; a client without visits gets a draft per conversation, so
 * each note finished here rings the bell once.
 */
async function mayaId(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/clients', { data: { first_name: 'Maya', last_name: `Bell ${crypto.randomUUID().slice(0, 8)}` } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** The narrative of a session in a conversation of its own (the next "new" starts another once this one has a message). */
async function startSession(request: APIRequestContext, patientId: string, sentence: string): Promise<string> {
  const started = await request.post('/api/conversations/new');
  expect(started.ok(), await started.text()).toBe(true);
  const { session_id } = (await started.json()) as { session_id: string };
  await say(request, session_id, patientId, sentence);
  return session_id;
}

async function say(request: APIRequestContext, sessionId: string, patientId: string, text: string): Promise<void> {
  const answer = await request.post('/api/engine/respond', {
    data: { user_input: text, session_id: sessionId, message_id: crypto.randomUUID(), note_prefs: { write_soap: true, patient_id: patientId } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The 'yes, soap note' flow: a narrative, then the SOAP request; the server then writes a note and notifies. */
async function finishANote(request: APIRequestContext, patientId: string, sentence: string): Promise<void> {
  await say(request, await startSession(request, patientId, sentence), patientId, 'yes, soap note');
}

/**
 * Several notes finished at once (each in its own conversation): one notification each. The
 * conversations are started one after another: "new" hands callers asking at once the same empty one.
 */
async function finishNotes(request: APIRequestContext, patientId: string, count: number): Promise<void> {
  const sessions: string[] = [];
  for (let i = 1; i <= count; i++) sessions.push(await startSession(request, patientId, `Maya described session ${i}. She practised box breathing.`));
  await Promise.all(sessions.map((sessionId) => say(request, sessionId, patientId, 'yes, soap note')));
}

const bell = (page: Page) => page.getByTestId('notification-bell');

/** The badge count, read from the bell's accessible name ('Notifications, N unread'). */
async function badgeCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

async function unreadMessages(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/client/clients-with-messages');
  if (!answer.ok()) return 0;
  const { clients } = (await answer.json()) as { clients?: { unread_count?: number }[] };
  return (clients ?? []).reduce((sum, client) => sum + (client.unread_count ?? 0), 0);
}

async function unreadNotifications(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/notifications?limit=1&unread=true');
  return ((await answer.json()) as { unread_count: number }).unread_count;
}

/**
 * Marks everything read once the task sweep (every 3 s here) has stopped adding notifications: a new
 * demo practice's past unsigned sessions become "Task due" notifications within seconds, on some
 * weekdays, and would otherwise land in the middle of a test.
 */
async function settleNotifications(request: APIRequestContext): Promise<void> {
  await expect(async () => {
    expect((await request.post('/api/notifications/read-all')).ok()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await unreadNotifications(request)).toBe(0);
  }).toPass({ timeout: 40_000 });
}

test('a note finishing on the server makes the bell count rise without a reload', async ({ page }) => {
  const patientId = await mayaId(page.request);
  await settleNotifications(page.request);
  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();
  // Only unread client messages are left on the badge.
  const before = await unreadMessages(page.request);
  await expect(bell(page)).toHaveAttribute('aria-label', before ? `Notifications, ${before} unread` : 'Notifications');

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await finishANote(page.request, patientId, 'Maya said work stress eased this week. We practised grounding together.');
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`, { timeout: 30_000 });
  expect(navigations).toBe(0);

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await items.first().getByRole('button').click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await expect(bell(page)).toHaveAttribute('aria-label', before ? `Notifications, ${before} unread` : 'Notifications');
});

test('the panel lists at most 5 unread with +N more, and Mark all as read clears them', async ({ page }) => {
  const patientId = await mayaId(page.request);
  await settleNotifications(page.request);
  await finishNotes(page.request, patientId, 7);
  await expect.poll(() => unreadNotifications(page.request), { timeout: 60_000 }).toBeGreaterThanOrEqual(7);
  const unread = await unreadNotifications(page.request);

  await page.goto('/dashboard');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByText(`+${unread - 5} more notifications`)).toBeVisible();
  // Measured once the opening animation (a scale transition) has settled.
  await expect.poll(async () => (await panel.boundingBox())?.width).toBe(320);
  expect((await panel.boundingBox())?.height).toBeLessThanOrEqual(400);

  const withAll = await badgeCount(page);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(panel.getByText(/more notifications/)).toHaveCount(0);
  const after = withAll - unread;
  await expect(bell(page)).toHaveAttribute('aria-label', after ? `Notifications, ${after} unread` : 'Notifications');
  await expect.poll(() => unreadNotifications(page.request)).toBe(0);
});

test('the notifications page lists all, with read and type filters', async ({ page }) => {
  const patientId = await mayaId(page.request);
  await settleNotifications(page.request);
  await finishNotes(page.request, patientId, 8);
  // Start from everything read, once every note has notified.
  await expect.poll(() => unreadNotifications(page.request), { timeout: 60_000 }).toBeGreaterThanOrEqual(8);
  expect((await page.request.post('/api/notifications/read-all')).ok()).toBe(true);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Note created' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Note created');
});
