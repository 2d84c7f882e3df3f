import { expect, test } from '@playwright/test';
import { measureDefinitions } from '@tend/contracts/measures.contract';
import type { TasksResponse } from '@tend/contracts/tasks.contract';
import { confirmEmail, newestMailTo } from '../fixtures/outbox';

/**
 * Every safety alert has a recipient (docs/decisions/021), as a solo therapist meets it: she
 * registers at /register as the practice's admin who sees clients, adds a client (on her own
 * caseload, not "Unassigned"), invites them to the portal and asks for a PHQ-9; the client answers
 * item 9 "Several days"; her bell hears it on the socket within seconds and an urgent task is on her list.
 * A real practice (demo practices send no mail), in two browser contexts.
 */
test.use({ storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a registered clinician-admin’s client answers PHQ-9 item 9: her bell and an urgent task, within seconds', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const clinicianName = `Robin Solo ${stamp}`;
  const client = { first: 'Quinn', last: `Alert${stamp}`, email: `quinn.${stamp}@example.test` };
  const fullName = `${client.first} ${client.last}`;
  const options = { baseURL, extraHTTPHeaders: { origin: baseURL! } };
  const robin = await (await browser.newContext(options)).newPage();
  const me = await (await browser.newContext(options)).newPage();
  const pageErrors: string[] = [];
  for (const page of [robin, me]) page.on('pageerror', (e) => pageErrors.push(e.message));

  // 1. She registers; "I see clients" is already ticked.
  await robin.goto('/register');
  await robin.getByLabel('Your name').fill(clinicianName);
  await robin.getByLabel('Practice name').fill(`Solo Practice ${stamp}`);
  await robin.getByLabel('E-mail').fill(`robin.${stamp}@e2e.test`);
  await robin.getByLabel('Password').fill('a-long-enough-password');
  await expect(robin.getByRole('checkbox', { name: 'I see clients' })).toBeChecked();
  await robin.getByRole('button', { name: 'Create account' }).click();
  await expect(robin).toHaveURL(/\/profile\/setup$/);
  await robin.getByRole('button', { name: 'Save and continue' }).click();
  await expect(robin).not.toHaveURL(/\/profile\/setup$/);
  // Her practice sends the portal invitation below once she has confirmed the link mailed at sign-up.
  await confirmEmail(robin.request, `robin.${stamp}@e2e.test`);

  // 2. A new client starts on her own caseload: she is in the clinician list, and chosen.
  await robin.goto('/clients');
  await robin.getByRole('button', { name: 'New client' }).click();
  const dialog = robin.getByRole('dialog');
  await dialog.getByLabel('First name').fill(client.first);
  await dialog.getByLabel('Last name').fill(client.last);
  await dialog.getByLabel('E-mail').fill(client.email);
  await expect(dialog.getByRole('combobox', { name: 'Clinician' })).toHaveText(clinicianName);
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(robin).toHaveURL(/\/clients\/[0-9a-f-]{36}/);
  const clientId = /\/clients\/([0-9a-f-]{36})/.exec(robin.url())![1]!;
  const record = await robin.request.get(`/api/clients/${clientId}`);
  expect(await record.json()).toMatchObject({ provider_name: clinicianName });

  // 3. The portal invitation, accepted in the client's browser.
  await robin.getByRole('button', { name: `Invite ${fullName}` }).click();
  await robin.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(robin.getByRole('list', { name: 'Portal access' })).toContainText('Invited');
  const link = /https?:\/\/\S+\/portal-invite\?token=[\w-]+/.exec(await newestMailTo(client.email))?.[0];
  expect(link).toBeTruthy();
  await me.goto(new URL(link!).pathname + new URL(link!).search);
  await me.getByLabel(/^Password/).fill('a long portal passphrase 42');
  await me.getByLabel(/^Confirm password/).fill('a long portal passphrase 42');
  await me.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(me).toHaveURL(/\/client$/);

  // 4. She asks for a PHQ-9 and keeps the client's page open (her socket).
  await robin.getByRole('combobox', { name: 'Measure' }).click();
  await robin.getByRole('option', { name: 'PHQ-9', exact: true }).click();
  await robin.getByRole('combobox', { name: 'Schedule' }).click();
  await robin.getByRole('option', { name: 'Once' }).click();
  await robin.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(robin.getByRole('list', { name: 'Assigned' })).toContainText('PHQ-9');
  const bell = robin.getByTestId('notification-bell');
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // 5. The client answers item 9 "Several days", every other item "Not at all".
  await me.goto('/client/forms');
  await me.getByRole('button', { name: 'Start PHQ-9' }).click();
  for (const [n, item] of measureDefinitions.phq9.items.filter((i) => i.scored).entries()) {
    const group = me.getByRole('radiogroup', { name: new RegExp(`^${n + 1}\\. ${escape(item.text)}`) });
    await group.getByRole('radio', { name: n === 8 ? 'Several days' : 'Not at all' }).check();
  }
  await me.getByRole('button', { name: 'Submit PHQ-9' }).click();
  const submitted = Date.now();
  await expect(me.getByRole('alert').getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');

  // 6. Her bell rings without a reload, within seconds; the alert names the client inside the app.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`, { timeout: 5_000 });
  console.log(`urgent alert on the clinician-admin's bell ${Date.now() - submitted} ms after the client submitted`);
  await bell.click();
  await expect(robin.getByRole('dialog', { name: 'Notifications' })).toContainText(`Urgent: ${fullName} answered PHQ-9 item 9 above 0`);
  await robin.keyboard.press('Escape');

  // 7. And an urgent task on her own list.
  const title = `Follow up: PHQ-9 item 9 answered 1 of 3 — ${fullName}`;
  const { tasks } = (await (await robin.request.get('/api/tasks')).json()) as TasksResponse;
  expect(tasks).toEqual([expect.objectContaining({ title, priority: 'urgent', status: 'open', source: 'measure_urgent', client_id: clientId })]);
  await robin.goto('/todo');
  await expect(robin.getByRole('row').filter({ hasText: title })).toContainText('Urgent');
  expect(pageErrors).toEqual([]);
});
