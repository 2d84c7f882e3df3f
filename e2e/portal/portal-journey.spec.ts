import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureDefinitions } from '@tend/contracts/measures.contract';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 13's "done when", in two browser contexts: Ben (therapist of a real practice — demo
 * practices send no mail) invites a new client; the invitation lands in the outbox; the client sets
 * a password, completes the intake and a PHQ-9 with item 9 answered 1; Ben's bell and socket get
 * the urgent alert at once and a task exists; they exchange messages live; the client requests a
 * time from Ben's open slots, Ben approves it and it is on both calendars; the client signs a
 * consent and its signed PDF reads back with pdftotext.
 */
test.use({ timezoneId: 'America/New_York', storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a client is invited, answers a PHQ-9, messages live, books a visit and signs a consent', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const therapist = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const portal = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
  const ben = await therapist.newPage();
  const me = await portal.newPage();
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  for (const page of [ben, me]) page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAs(ben.request, 'ben');

  // Ben works weekdays 9–5, so the portal has open times to offer.
  const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00', location: 'office' }));
  expect((await ben.request.put('/api/work-schedule', { data: { weekly, buffer_minutes: 0 } })).ok()).toBe(true);
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
  await me.getByLabel(/^Password/).fill(password);
  await me.getByLabel(/^Confirm password/).fill(password);
  await me.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(me).toHaveURL(/\/client$/);

  // 3. Ben asks for the intake and a PHQ-9 from the Measures card, and keeps the client page open (his socket).
  for (const measure of ['Intake', 'PHQ-9']) {
    await ben.getByRole('combobox', { name: 'Measure' }).click();
    await ben.getByRole('option', { name: measure, exact: true }).click();
    await ben.getByRole('combobox', { name: 'Schedule' }).click();
    await ben.getByRole('option', { name: 'Once' }).click();
    await ben.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(ben.getByRole('list', { name: 'Assigned' })).toContainText(measure);
  }
  const bell = ben.getByTestId('notification-bell');
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // 4. The client completes the intake, then the PHQ-9 with item 9 answered "Several days".
  await me.goto('/client/forms');
  await me.getByRole('button', { name: 'Start Intake' }).click();
  for (const item of measureDefinitions.intake.items.filter((i) => i.required)) {
    await me.getByRole('textbox', { name: new RegExp(`^${escape(item.text)}`) }).fill(item.id.includes('phone') ? '555-0142' : 'Written by the e2e journey');
  }
  await me.getByRole('button', { name: 'Submit Intake' }).click();
  await expect(me.getByRole('status')).toContainText('Thank you');
  await me.getByRole('button', { name: 'Back to forms' }).click();
  await me.getByRole('button', { name: 'Start PHQ-9' }).click();
  const items = measureDefinitions.phq9.items.filter((i) => i.scored);
  for (const [n, item] of items.entries()) {
    const group = me.getByRole('radiogroup', { name: new RegExp(`^${n + 1}\\. ${escape(item.text)}`) });
    await group.getByRole('radio', { name: n === 8 ? 'Several days' : 'Not at all' }).check();
  }
  await me.getByRole('button', { name: 'Submit PHQ-9' }).click();
  const submitted = Date.now();
  // The client sees crisis resources at once.
  await expect(me.getByRole('alert').getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');

  // 5. Ben's bell hears it on the socket, without a reload, and a follow-up task exists.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`, { timeout: 5_000 });
  console.log(`urgent alert on the therapist's bell ${Date.now() - submitted} ms after the client submitted`);
  await bell.click();
  await expect(ben.getByRole('dialog', { name: 'Notifications' })).toContainText(fullName);
  await ben.keyboard.press('Escape');
  await ben.goto('/todo');
  await expect(ben.getByRole('main')).toContainText(`Follow up: PHQ-9 item 9 answered 1 of 3 — ${fullName}`);

  // 6. Secure messages, live both ways.
  await ben.goto(`/clients/${clientId}`);
  await ben.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(ben).toHaveURL(/\/messages\?/);
  await me.goto('/client/messages');
  await ben.getByRole('textbox', { name: 'Message' }).fill('Thank you for filling these in. I will call you this afternoon.');
  await ben.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(me.getByRole('log', { name: 'Messages' })).toContainText('I will call you this afternoon');
  await me.getByRole('textbox', { name: 'Message' }).fill('Thanks, I will keep my phone with me.');
  await me.getByRole('button', { name: 'Send' }).click();
  await expect(ben.getByRole('log', { name: 'Messages' })).toContainText('I will keep my phone with me');

  // 7. The client asks for one of Ben's open times; Ben approves it; it is on both calendars.
  await me.goto('/client/appointments');
  await me.getByRole('button', { name: 'Request a time' }).first().click();
  const request = me.getByRole('dialog', { name: 'Request a time' });
  await request.getByRole('group', { name: 'Day' }).getByRole('button').first().click();
  await request.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await request.getByRole('button', { name: /^Request / }).click();
  await expect(me.getByRole('region', { name: 'Your requests' })).toContainText('Waiting for an answer');
  await ben.goto('/calendar');
  await ben.getByRole('button', { name: `Approve ${fullName}'s request` }).click();
  await expect(ben.getByText('Approved and booked')).toBeVisible();
  const visit = (await (await me.request.get('/api/portal/appointments')).json()).next as { start: string };
  await ben.goto(`/calendar?date=${visit.start.slice(0, 10)}`);
  await expect(ben.getByRole('main').locator('a, [role="button"]').filter({ hasText: fullName }).first()).toBeVisible();
  await me.reload();
  await expect(me.getByRole('region', { name: 'Upcoming' })).toContainText('Dr Ben Okafor');

  // 8. Ben shares a consent; the client signs it; the signed PDF reads back.
  await ben.goto(`/clients/${clientId}?tab=documents`);
  await ben.getByRole('button', { name: 'Share to sign' }).click();
  const share = ben.getByRole('dialog', { name: 'Share a document to sign' });
  await share.getByRole('radio', { name: /Telehealth consent/ }).check();
  await share.getByRole('button', { name: 'Share to sign' }).click();
  await me.goto('/client/documents');
  await me.getByRole('button', { name: 'Read and sign Telehealth consent' }).click();
  await me.getByRole('textbox', { name: 'Type your full name' }).fill(fullName);
  await me.getByRole('checkbox', { name: /I agree/ }).check();
  await me.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(me.getByRole('region', { name: 'Signed' })).toContainText('Telehealth consent');
  const documents = (await (await me.request.get('/api/portal/documents')).json()).documents as { id: string; status: string; title: string }[];
  const signed = documents.find((d) => d.status === 'signed' && d.title === 'Telehealth consent')!;
  const pdf = await me.request.get(`/api/portal/documents/${signed.id}/signed-pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tend-consent-')), 'consent.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Telehealth consent');
  expect(text).toContain(`Signed electronically by ${fullName}`);
  expect(text).toMatch(/[0-9a-f]{64}/);

  expect(pageErrors).toEqual([]);
  await therapist.close();
  await portal.close();
});
