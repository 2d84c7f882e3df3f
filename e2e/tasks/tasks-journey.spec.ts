import { Temporal } from 'temporal-polyfill';
import { takeShots } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/**
 * Issue 15's tasks, tried as a new user would, in a demo practice of the test's own: a visit that
 * ended three days ago is marked completed on the calendar with no note; the practice's own sweep
 * (every TASK_SWEEP_EVERY, 3 s in the e2e server) puts "Sign the note" on the clinician's list;
 * a note written and signed for that visit on /notes/new closes the task by itself. The quick add
 * (Alt+T) adds a task from the keyboard.
 *
 * The e2e server has no injectable clock (the 24 h rule is tested on one in
 * apps/server/src/modules/tasks/auto-tasks.int.test.ts), so the visit itself lies in the past.
 * With SHOTS=1 it also leaves screenshots of /todo in /tmp/shots.
 */
const zone = 'America/New_York';
test.use({ timezoneId: zone, actionTimeout: 20_000 });

const stamp = Date.now().toString(36).slice(-5);
const client = { first: 'Tess', last: `Journey${stamp}` };
const fullName = `${client.first} ${client.last}`;
/** Three days ago at 08:00, inside the hours the calendar shows and long past the 24 h the rule waits. */
const visitStart = Temporal.Now.zonedDateTimeISO(zone).subtract({ days: 3 }).round({ smallestUnit: 'day', roundingMode: 'floor' }).with({ hour: 8 });

test('an unsigned completed session becomes a task that closes itself when the note is signed; Alt+T adds a task', async ({
  page,
  practice,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));

  // Set-up through the API: a new client and the past visit, so no demo visit is confused with it.
  const created = await page.request.post('/api/clients', { data: { first_name: client.first, last_name: client.last } });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = (await created.json()).id as string;
  const booked = await page.request.post('/api/appointments', {
    data: {
      client_id: clientId,
      start: visitStart.toInstant().toString(),
      end: visitStart.add({ minutes: 50 }).toInstant().toString(),
      allow_conflict: true,
      allow_outside_hours: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // 1. The clinician marks the visit completed on the calendar.
  await page.goto(`/calendar?date=${visitStart.toPlainDate().toString()}&view=day`);
  const visit = page.getByRole('main').locator('a, [role="button"]').filter({ hasText: fullName });
  await expect(visit).toHaveCount(1);
  await visit.click();
  const details = page.getByRole('dialog', { name: fullName });
  await details.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByText('Marked completed')).toBeVisible();
  await page.keyboard.press('Escape');

  // 2. The sweep makes the task; /todo (Mine) shows it, made by Tend.
  const title = new RegExp(`^Sign the note for ${fullName}’s session on `);
  await page.goto('/todo');
  const mine = page.getByRole('table', { name: 'Mine tasks' });
  const taskRow = page.getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(taskRow).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(mine).toBeVisible();
  await expect(taskRow).toContainText('Created by Tend');
  await expect(taskRow.getByRole('link', { name: fullName })).toHaveAttribute('href', `/clients/${clientId}`);

  // 3. A note for that visit, written by hand and signed.
  await page.goto('/notes/new');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: fullName }).click();
  await page.getByRole('combobox', { name: 'Appointment' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2); // the prompt and the completed visit
  await options.filter({ hasNotText: /Choose/ }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill(`Subjective: ${client.first} said the week was steadier.\nPlan: continue weekly sessions.`);
  await page.getByRole('button', { name: 'Approve and Save' }).click();
  await expect(page.getByText('SOAP note finalized and saved successfully!')).toBeVisible();
  await expect(page.getByTestId('note-status')).toHaveText('Approved');

  // 4. The next sweep closes the task: gone from the open list, done under "Show done".
  await page.goto('/todo');
  await expect(async () => {
    await page.reload();
    // Loaded (the list or its empty state), so an absent row means closed, not "still loading".
    await expect(mine.or(page.getByText('Nothing on your list'))).toBeVisible();
    await expect(taskRow).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('switch', { name: 'Show done' }).check();
  await expect(taskRow).toHaveCount(1);
  await expect(taskRow.getByRole('checkbox', { name: /^Reopen: Sign the note for / })).toBeChecked();

  // 5. Quick add from the keyboard: Alt+T anywhere (no bare-letter shortcut: WCAG 2.1.4).
  await page.getByRole('heading', { name: 'Tasks', level: 1 }).click();
  await page.keyboard.press('Alt+KeyT');
  const quick = page.getByRole('dialog', { name: 'Quick add task' });
  await quick.getByRole('textbox', { name: 'Title' }).fill(`Call ${client.first} about the new time ${stamp}`);
  await quick.getByRole('button', { name: 'Add task' }).click();
  await expect(quick).toBeHidden();
  await expect(page.getByText('Task added')).toBeVisible();
  const added = page.getByRole('row').filter({ hasText: `Call ${client.first} about the new time ${stamp}` });
  await expect(added).toContainText('Added by');
  await expect(added.getByRole('checkbox', { name: /^Mark done: / })).not.toBeChecked();

  await takeShots(browser, baseURL!, zone, [
    { name: 'i15-todo', url: '/todo', storageState: practice.storageState, ready: (p) => expect(p.getByRole('main')).toContainText(`Call ${client.first}`) },
  ]);

  expect(pageErrors).toEqual([]);
});
