import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { openAssistant, sendMessage } from '../assistant/assistant-page';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 12's "done when", as a new user would try it: Ben (a therapist of a real practice — demo
 * practices send no reminders) adds a client with a diagnosis and insurance, books a weekly
 * series, drags one visit to another day, cancels the week after as a late cancellation, marks
 * the first (today's, or yesterday's late at night) as completed (a pending note, in the note
 * picker), finds the reminder e-mail for the next one in the outbox and reads the series back from
 * his .ics feed.
 */
const zone = 'America/New_York';
test.use({ timezoneId: zone, storageState: { cookies: [], origins: [] } });

const stamp = Date.now().toString(36).slice(-5);
const client = { first: 'Journey', last: `Calloway${stamp}`, email: `journey.${stamp}@example.test` };
const fullName = `${client.first} ${client.last}`;

/**
 * The series' first visit: an hour and a half ago, on the quarter hour, so it has started and can be
 * completed — or, when that falls outside the hours the week view shows (07:00–21:00) and scrolls to
 * comfortably, yesterday at 10:00, so the journey holds at any time of day.
 */
const recent = Temporal.Now.zonedDateTimeISO(zone).subtract({ minutes: 90 }).round({ smallestUnit: 'minute', roundingIncrement: 15, roundingMode: 'floor' });
const first =
  recent.hour >= 8 && recent.hour < 19 ? recent : recent.subtract({ days: 1 }).round({ smallestUnit: 'day', roundingMode: 'floor' }).with({ hour: 10 });
const visitOn = (weeks: number) => first.add({ weeks });

const event = (page: Page) => page.getByRole('main').locator('a, [role="button"]').filter({ hasText: fullName });

/** Books through the dialog, confirming a double booking or out-of-hours time if the server asks. */
async function confirmBooking(dialog: Locator, action: string) {
  await dialog.getByRole('button', { name: action }).click();
  const anyway = dialog.getByRole('button', { name: 'Book anyway' });
  await expect(async () => {
    if (await anyway.isVisible()) await anyway.click();
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function showWeekOf(page: Page, at: Temporal.ZonedDateTime) {
  await page.goto(`/calendar?date=${at.toPlainDate().toString()}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
}

test('a new client is booked weekly, moved, late-cancelled, completed, reminded and fed to a calendar app', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  // The practice reminds two weeks ahead, so next week's visit is due now (the admin's setting).
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await signInAs(admin, 'dana');
  expect((await admin.patch('/api/practice/scheduling-settings', { data: { reminder_lead_hours: [336, 2] } })).ok()).toBe(true);
  await admin.dispose();
  await signInAs(page.request, 'ben');

  // A client with a diagnosis and insurance.
  await page.goto('/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('First name').fill(client.first);
  await form.getByLabel('Last name').fill(client.last);
  await form.getByLabel('E-mail').fill(client.email);
  await form.getByLabel('Date of birth').fill('1988-06-02');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}/);
  const clientUrl = page.url();

  await page.getByLabel('Add diagnosis').fill('F41.1');
  await page.getByRole('option', { name: /F41\.1 Generalized anxiety disorder/ }).click();
  await expect(page.getByRole('list', { name: 'Current diagnoses' })).toContainText('F41.1');
  await page.getByRole('button', { name: 'Add insurance' }).click();
  const insurance = page.getByRole('dialog');
  await insurance.getByLabel('Payer').fill('Blue Harbor Health');
  await insurance.getByLabel('Member ID').fill('BHH-20481');
  await insurance.getByLabel('Group number').fill('G-77');
  await insurance.getByRole('button', { name: 'Add policy' }).click();
  await expect(page.getByRole('list', { name: 'Insurance policies' })).toContainText('Blue Harbor Health');

  // A weekly series of six, starting with today's visit.
  await showWeekOf(page, first);
  await page.getByRole('button', { name: 'New appointment' }).click();
  const booking = page.getByRole('dialog');
  await booking.getByRole('combobox', { name: 'Client' }).fill(client.last);
  await page.getByRole('option', { name: fullName }).click();
  await booking.getByLabel('Appointment type').click();
  await page.getByRole('option', { name: /^Individual therapy, 53 min/ }).click();
  await booking.getByLabel('Date').fill(first.toPlainDate().toString());
  await booking.getByLabel('Start').fill(first.toPlainTime().toString({ smallestUnit: 'minute' }));
  await booking.getByLabel('Repeat').click();
  await page.getByRole('option', { name: 'Every week' }).click();
  await booking.getByLabel('Visits').fill('6');
  await confirmBooking(booking, 'Book');
  await expect(event(page)).toHaveCount(1);

  // Next week's visit is dragged to the day before (or after, from a Monday).
  const next = visitOn(1);
  await showWeekOf(page, next);
  const dragged = event(page);
  await expect(dragged).toHaveCount(1);
  // The grid scrolls to 08:00; an evening visit sits below the fold until scrolled to.
  await dragged.scrollIntoViewIfNeeded();
  const box = (await dragged.boundingBox())!;
  const step = next.dayOfWeek === 1 ? 1 : -1;
  await page.mouse.move(box.x + box.width / 2, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + (step * box.width) / 2, box.y + 8, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + step * (box.width + 8), box.y + 8, { steps: 10 });
  await page.mouse.up();
  const move = page.getByRole('dialog', { name: 'Move appointment' });
  await expect(move.getByRole('radio', { name: 'This visit only' })).toBeChecked();
  await confirmBooking(move, 'Move');
  await expect(page.getByText('Appointment moved')).toBeVisible();
  const moved = next.add({ days: step });

  // The week after is cancelled by the client, late.
  await showWeekOf(page, visitOn(2));
  await event(page).click();
  await page.getByRole('button', { name: 'Cancel…' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel appointment' });
  await cancel.getByLabel(/Late cancellation/).check();
  await cancel.getByLabel('Reason').fill('Work trip');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Marked as a late cancellation')).toBeVisible();

  // Today's visit took place.
  await showWeekOf(page, first);
  await event(page).click();
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByText('Marked completed')).toBeVisible();

  // It is a pending note, and the note picker offers it.
  await openAssistant(page);
  const reply = await sendMessage(page, 'Which notes are pending?');
  await expect(reply).toContainText(fullName, { timeout: 20_000 });
  await page.goto('/notes/new');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: fullName }).click();
  await page.getByRole('combobox', { name: 'Appointment' }).click();
  const dayLabel = first.toPlainDate().toLocaleString('en-US', { month: 'short', day: 'numeric' });
  await expect(page.getByRole('option', { name: new RegExp(dayLabel) })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The reminder for the moved visit is in the outbox (the sweep runs every few seconds here).
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const movedDay = moved.toPlainDate().toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
  await expect
    .poll(
      () => {
        const mails = (() => {
          try {
            return readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
          } catch {
            return [];
          }
        })();
        return mails.filter((m) => m.includes(`To: ${client.email}`) && m.includes('This is a reminder of your appointment') && m.includes(movedDay)).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // The calendar feed lists the series: the visits held or to come, not the cancelled one, by initials only.
  await page.goto('/settings/work-schedule');
  await page.getByRole('button', { name: /Turn on/ }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Feed link' }).inputValue();
  const feed = await (await page.request.get(feedUrl)).text();
  const initials = `SUMMARY:${client.first[0]}.${client.last[0]}.`;
  expect(feed.split(initials).length - 1).toBe(5);
  expect(feed).not.toContain(client.last);

  // The client's page lists the visits with their statuses.
  await page.goto(`${clientUrl}?tab=appointments`);
  await expect(page.getByRole('main')).toContainText('Completed');
  await expect(page.getByRole('main')).toContainText('Late cancellation');
});
