import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';
import type { CalendarResponse } from '@tend/contracts/calendar.contract';
import type { StaffListResponse } from '@tend/contracts/staff-users.contract';
import { confirmEmail, newestMailTo } from '../fixtures/outbox';

/**
 * Issue 16's "done when", in one run as a new practice would live it: the first admin invites a
 * therapist and a supervisor from the running app; they accept; the therapist enrols an authenticator;
 * the practice then requires a second factor (the compliance item says so, and stays to be seen to until everyone has enrolled); a password alone no
 * longer signs in; single sign-on works and still asks for the code; the dashboard's week matches the
 * calendar; the audit viewer finds the therapist's read of a record. (Backups: apps/server/test/backup-restore.int.test.ts.)
 */
const password = 'violet-kettle-harbour-9';
const totpOf = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const stepNow = () => Math.floor(Date.now() / 30_000);
const usedSteps = new Set<number>();

/** The current code, waiting for the next 30-second step when this one was used (the server refuses a replay). */
async function freshCode(secret: string): Promise<string> {
  while (usedSteps.has(stepNow())) await new Promise((resolve) => setTimeout(resolve, 500));
  usedSteps.add(stepNow());
  return totpOf(secret).generate();
}

/** The invitation link in the newest mail to `to`. */
async function inviteLinkFor(to: string): Promise<string> {
  const link = /https?:\/\/\S+(\/accept-staff-invite\?token=[\w-]+)/.exec(await newestMailTo(to))?.[1];
  expect(link).toBeTruthy();
  return link!;
}

const freshContext = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL }, storageState: { cookies: [], origins: [] } });

async function invite(page: Page, who: { name: string; email: string; role: 'Therapist' | 'Supervisor' }) {
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel(/^Name/).fill(who.name);
  await dialog.getByLabel(/^E-mail/).fill(who.email);
  if (who.role !== 'Therapist') {
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: who.role }).click();
  }
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(who.email);
}

async function accept(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).not.toHaveURL(/accept-staff-invite|login/);
  return page;
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new practice: invites, two-factor, SSO, and admin screens that agree with the records', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const therapist = { name: `Erin Vale ${stamp}`, email: `erin.${stamp}@e2e.test`, role: 'Therapist' as const };
  const supervisor = { name: `Sol Reyes ${stamp}`, email: `sol.${stamp}@e2e.test`, role: 'Supervisor' as const };

  // The first admin of a new, real practice (demo practices send no mail).
  const adminContext = await freshContext(browser, baseURL!);
  const registered = await adminContext.request.post('/api/auth/register', {
    data: { email: `owner.${stamp}@e2e.test`, password, name: 'Robin Owner', practice_name: `Journey Practice ${stamp}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // A new practice sends invitations once its registrant has confirmed the mailed link.
  await confirmEmail(adminContext.request, `owner.${stamp}@e2e.test`);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/users');
  await invite(admin, therapist);
  await invite(admin, supervisor);

  // Both accept in browsers of their own; the therapist turns on an authenticator app.
  const therapistContext = await freshContext(browser, baseURL!);
  const erin = await accept(therapistContext, await inviteLinkFor(therapist.email));
  const supervisorContext = await freshContext(browser, baseURL!);
  await accept(supervisorContext, await inviteLinkFor(supervisor.email));
  await erin.goto('/profile');
  const card = erin.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  await card.getByLabel('6-digit code').fill(await freshCode(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'Done' }).click();

  // Compliance: not everyone has a second factor — and requiring one does not change that until they enrol.
  await admin.goto('/admin/compliance');
  const mfaItem = admin.getByTestId('compliance-mfa');
  await expect(mfaItem).toContainText('1 of 3 active staff');
  await expect(mfaItem).toContainText('Needs attention');
  await mfaItem.getByRole('link', { name: /Fix/ }).click();
  await admin.getByRole('switch', { name: 'Require two-factor sign-in for all staff' }).check();
  await admin.getByRole('button', { name: 'Save security' }).click();
  await expect(admin.getByText('Security settings saved')).toBeVisible();
  await admin.goto('/admin/compliance');
  await expect(mfaItem).toContainText('1 of 3 active staff have a second factor. Required at sign-in: the 2 others set one up when they next sign in.');
  await expect(mfaItem).toContainText('Needs attention');

  // A password alone no longer signs in: the therapist is asked for the code, the supervisor to enrol.
  const erinAgain = await (await freshContext(browser, baseURL!)).newPage();
  await signInWithPassword(erinAgain, therapist.email);
  await expect(erinAgain.getByRole('form', { name: 'Second factor' })).toBeVisible();
  expect((await erinAgain.request.get('/api/auth/me')).status()).toBe(401);
  const solAgain = await (await freshContext(browser, baseURL!)).newPage();
  await signInWithPassword(solAgain, supervisor.email);
  await expect(solAgain.getByRole('form', { name: 'Set up two-factor authentication' })).toBeVisible();
  expect((await solAgain.request.get('/api/auth/me')).status()).toBe(401);

  // Single sign-on against the local identity provider: it matches Erin by her verified e-mail, and Tend still asks for her code.
  const sso = await (await freshContext(browser, baseURL!)).newPage();
  await sso.goto('/login');
  await sso.getByRole('link', { name: 'Harbor ID' }).click();
  await sso.getByLabel('E-mail').fill(therapist.email);
  await sso.getByRole('button', { name: 'Continue' }).click();
  await expect(sso).toHaveURL(/\/login\?second_factor=1/);
  await sso.getByLabel('Code from your authenticator app').fill(await freshCode(secret));
  await sso.getByRole('button', { name: 'Verify' }).click();
  await expect(sso).not.toHaveURL(/\/login/);
  expect(await (await sso.request.get('/api/auth/me')).json()).toMatchObject({ user: { email: therapist.email, role: 'therapist' } });

  // The therapist adds a client, books this week's session and opens the record (as Erin, signed in by SSO).
  const created = await sso.request.post('/api/clients', { data: { first_name: 'Jordan', last_name: `Hale ${stamp}` } });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string };
  const me = ((await (await sso.request.get('/api/auth/me')).json()) as { user: { uuid: string } }).user;
  const now = new Date();
  const today = dateInZone(now, 'UTC');
  const weekStart = startOfDay(today.subtract({ days: today.dayOfWeek - 1 }), 'UTC');
  const weekEnd = new Date(weekStart.getTime() + 7 * 86_400_000);
  const start = new Date(Math.max(weekStart.getTime() + 30 * 60_000, now.getTime() - 2 * 3_600_000));
  const booked = await sso.request.post('/api/appointments', {
    data: {
      client_id: client.id,
      provider_id: me.uuid,
      start: start.toISOString(),
      end: new Date(start.getTime() + 50 * 60_000).toISOString(),
      allow_conflict: true,
      allow_outside_hours: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  expect((await sso.request.get(`/api/clients/${client.id}`)).status()).toBe(200);

  // The dashboard's week (the practice keeps UTC) equals the calendar's.
  const staff = ((await (await admin.request.get('/api/admin/users')).json()) as StaffListResponse).users;
  const calendar = await admin.request.get('/api/appointments', {
    params: { from: weekStart.toISOString(), to: weekEnd.toISOString(), provider_ids: staff.map((u) => u.uuid).join(',') },
  });
  expect(calendar.status(), await calendar.text()).toBe(200);
  const sessions = ((await calendar.json()) as CalendarResponse).appointments.filter((a) => a.status !== 'cancelled');
  expect(sessions).toHaveLength(1);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByTestId('kpi-Sessions this week')).toHaveText('1');

  // The audit viewer finds Erin's read of the client's record.
  await admin.goto(`/admin/audit-logs?user_id=${me.uuid}&client_id=${client.id}`);
  await expect(
    admin
      .getByRole('table', { name: 'Audit events' })
      .getByRole('row')
      .filter({ hasText: `Jordan Hale ${stamp}` })
      .first(),
  ).toBeVisible();
  await admin.screenshot({ path: '/tmp/journey-audit.png', fullPage: true });
});
