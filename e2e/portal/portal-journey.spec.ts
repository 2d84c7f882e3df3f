import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureDefinitions } from '@tend/contracts/measures.contract';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 13's "done when", in two browser contexts: Omar (therapist of a real practice — demo
 * practices send no mail; no other journey uses him, so his working hours and calendar are this
 * test's) invites a new client; the invitation lands in the outbox; the client sets a password,
 * completes the intake and a PHQ-9 with item 9 answered 1; Omar's bell and socket get the urgent
 * alert at once and a task exists; they exchange messages live; the client requests a
 * time from Omar's open slots, Omar approves it and it is on both calendars; the client signs a
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
  const therapist = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: 'America/New_York' });
  const portal = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: 'America/New_York' });
  const omar = await therapist.newPage();
  const me = await portal.newPage();
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  for (const page of [omar, me]) page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAs(omar.request, 'omar');

  // Omar works weekdays 9–5, so the portal has open times to offer.
  const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00', location: 'office' }));
  expect((await omar.request.put('/api/work-schedule', { data: { weekly, buffer_minutes: 0 } })).ok()).toBe(true);
  const created = await omar.request.post('/api/clients', { data: { first_name: client.first, last_name: client.last, email: client.email } });
  expect(created.status(), await created.text()).toBe(201);
  const clientId = (await created.json()).id as string;

  // 1. The invitation, from the client page, into the outbox.
  await omar.goto(`/clients/${clientId}`);
  await omar.getByRole('button', { name: `Invite ${fullName}` }).click();
  await omar.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(omar.getByRole('list', { name: 'Portal access' })).toContainText('Invited');
  const invite = await mailTo(client.email);
  const link = /https?:\/\/\S+\/portal-invite\?token=[\w-]+/.exec(invite)?.[0];
  expect(link).toBeTruthy();

  // 2. The client sets a password and lands in the portal.
  await me.goto(new URL(link!).pathname + new URL(link!).search);
  await me.getByLabel(/^Password/).fill(password);
  await me.getByLabel(/^Confirm password/).fill(password);
  await me.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(me).toHaveURL(/\/client$/);

  // 3. Omar asks for the intake and a PHQ-9 from the Measures card, and keeps the client page open (his socket).
  for (const measure of ['Intake', 'PHQ-9']) {
    await omar.getByRole('combobox', { name: 'Measure' }).click();
    await omar.getByRole('option', { name: measure, exact: true }).click();
    await omar.getByRole('combobox', { name: 'Schedule' }).click();
    await omar.getByRole('option', { name: 'Once' }).click();
    await omar.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(omar.getByRole('list', { name: 'Assigned' })).toContainText(measure);
  }
  const bell = omar.getByTestId('notification-bell');
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

  // 5. Omar's bell hears it on the socket, without a reload, and a follow-up task exists.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`, { timeout: 5_000 });
  console.log(`urgent alert on the therapist's bell ${Date.now() - submitted} ms after the client submitted`);
  await bell.click();
  await expect(omar.getByRole('dialog', { name: 'Notifications' })).toContainText(fullName);
  await omar.keyboard.press('Escape');
  await omar.goto('/todo');
  await expect(omar.getByRole('main')).toContainText(`Follow up: PHQ-9 item 9 answered 1 of 3 — ${fullName}`);

  // 6. Secure messages, live both ways.
  await omar.goto(`/clients/${clientId}`);
  await omar.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(omar).toHaveURL(/\/messages\?/);
  await me.goto('/client/messages');
  await omar.getByRole('textbox', { name: 'Message' }).fill('Thank you for filling these in. I will call you this afternoon.');
  await omar.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(me.getByRole('log', { name: 'Messages' })).toContainText('I will call you this afternoon');
  await me.getByRole('textbox', { name: 'Message' }).fill('Thanks, I will keep my phone with me.');
  await me.getByRole('button', { name: 'Send' }).click();
  await expect(omar.getByRole('log', { name: 'Messages' })).toContainText('I will keep my phone with me');

  // 7. The client asks for one of Omar's open times; Omar approves it; it is on both calendars.
  await me.goto('/client/appointments');
  await me.getByRole('button', { name: 'Request a time' }).first().click();
  const request = me.getByRole('dialog', { name: 'Request a time' });
  await request.getByRole('group', { name: 'Day' }).getByRole('button').first().click();
  await request.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await request.getByRole('button', { name: /^Request / }).click();
  await expect(me.getByRole('region', { name: 'Your requests' })).toContainText('Waiting for an answer');
  await omar.goto('/calendar');
  await omar.getByRole('button', { name: `Approve ${fullName}'s request` }).click();
  await expect(omar.getByText('Approved and booked')).toBeVisible();
  const visit = (await (await me.request.get('/api/portal/appointments')).json()).next as { start: string };
  await omar.goto(`/calendar?date=${visit.start.slice(0, 10)}`);
  await expect(omar.getByRole('main').locator('a, [role="button"]').filter({ hasText: fullName }).first()).toBeVisible();
  await me.reload();
  await expect(me.getByRole('region', { name: 'Upcoming' })).toContainText('Dr Omar Haddad');

  // 8. Omar shares a consent; the client signs it; the signed PDF reads back.
  await omar.goto(`/clients/${clientId}?tab=documents`);
  await omar.getByRole('button', { name: 'Share to sign' }).click();
  const share = omar.getByRole('dialog', { name: 'Share a document to sign' });
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
