import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authResponseSchema } from '@tend/contracts/auth.contract';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';
import type { CalendarResponse } from '@tend/contracts/calendar.contract';
import type { ClientListResponse } from '@tend/contracts/clients.contract';
import type { PracticeUsersResponse } from '@tend/contracts/users.contract';

/** A zone where this week began at least three hours ago, so a visit earlier this week can be a no-show. */
function zoneWithRoom(now: Date): string {
  for (const zone of ['America/New_York', 'Pacific/Auckland', 'Asia/Tokyo', 'UTC']) {
    const today = dateInZone(now, zone);
    const weekStart = startOfDay(today.subtract({ days: today.dayOfWeek - 1 }), zone);
    if (now.getTime() - weekStart.getTime() > 3 * 3_600_000) return zone;
  }
  throw new Error('no zone has room this week');
}

async function book(api: APIRequestContext, clientId: string, providerId: string, start: Date): Promise<string> {
  const res = await api.post('/api/appointments', {
    data: {
      client_id: clientId,
      provider_id: providerId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 50 * 60_000).toISOString(),
      allow_conflict: true,
      allow_outside_hours: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { appointments: { id: string }[] }).appointments[0]!.id;
}

// Issue 16 item 3: the dashboard's week agrees with the calendar, and the sessions report downloads those visits.
test("the dashboard's sessions and no-show rate for the week match the calendar, and the report CSV holds those visits", async ({ browser, baseURL }) => {
  const now = new Date();
  const timeZone = zoneWithRoom(now);
  const context = await browser.newContext({ baseURL, timezoneId: timeZone, extraHTTPHeaders: { origin: baseURL! } });
  const api = context.request;
  // A practice of its own: a demo administrator, with a clinician and a calendar.
  const login = await api.post('/api/auth/demo-login', { data: { character_type: 'admin', time_zone: timeZone } });
  expect(login.status(), await login.text()).toBe(201);
  authResponseSchema.parse(await login.json());

  const { users } = (await (await api.get('/api/users')).json()) as PracticeUsersResponse;
  const clinician = users.find((u) => u.role === 'therapist')!;
  const { clients } = (await (await api.get('/api/clients')).json()) as ClientListResponse;
  const client = clients[0]!;

  // Two visits earlier this week through the calendar's API; one becomes a no-show.
  const today = dateInZone(now, timeZone);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const weekStart = startOfDay(monday, timeZone);
  const weekEnd = startOfDay(monday.add({ days: 7 }), timeZone);
  const earlier = new Date(Math.max(weekStart.getTime() + 30 * 60_000, now.getTime() - 2 * 3_600_000));
  const missed = await book(api, client.id, clinician.uuid, earlier);
  await book(api, client.id, clinician.uuid, new Date(earlier.getTime() + 60 * 60_000));
  const status = await api.post(`/api/appointments/${missed}/status`, { data: { status: 'no_show' } });
  expect(status.status(), await status.text()).toBe(200);

  // The calendar's week, for every clinician of the practice.
  const calendar = await api.get('/api/appointments', {
    params: { from: weekStart.toISOString(), to: weekEnd.toISOString(), provider_ids: users.map((u) => u.uuid).join(',') },
  });
  expect(calendar.status(), await calendar.text()).toBe(200);
  const week = ((await calendar.json()) as CalendarResponse).appointments.filter((a) => {
    const start = Date.parse(a.start);
    return start >= weekStart.getTime() && start < weekEnd.getTime();
  });
  const sessions = week.filter((a) => a.status !== 'cancelled');
  const noShows = sessions.filter((a) => a.status === 'no_show').length;
  expect(noShows).toBeGreaterThanOrEqual(1);
  const rate = noShows / sessions.length;

  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByTestId('kpi-Sessions this week')).toHaveText(String(sessions.length));
  await expect(page.getByTestId('kpi-No-show rate')).toHaveText(`${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`);
  await expect(page.getByRole('navigation', { name: 'Manage' }).getByRole('link', { name: /Provider analytics/ })).toBeVisible();
  await page.waitForTimeout(1000); // the charts' entry animation, for the screenshot
  await page.screenshot({ path: '/tmp/dash-dashboard.png', fullPage: true });
  // Usable on a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: '/tmp/dash-dashboard-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The sessions report for the same week: every visit of the calendar's week, the no-show among them.
  const sunday = monday.add({ days: 6 });
  await page.goto(`/admin/reports?report=sessions&from=${monday.toString()}&to=${sunday.toString()}`);
  await expect(page.getByRole('table', { name: 'Sessions preview' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await downloading).path();
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Date,Time,Client,Provider,Type,Status');
  expect(lines).toHaveLength(week.length + 1);
  expect(lines.filter((l) => l.endsWith(',no_show')).length).toBe(noShows);
  expect(lines.some((l) => l.includes(client.last_name) && l.endsWith(',no_show'))).toBe(true);
  await context.close();
});
