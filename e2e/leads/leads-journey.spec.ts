import { leadStatusLabels } from '@tend/contracts/leads.contract';
import { takeShots } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

/**
 * Issue 15's leads, tried as a new user would, in two browser contexts: the clinician of a demo
 * practice of the test's own (no administrator, so the clinician owns the website form) reads the
 * form's link under /leads; a visitor with no session opens it, fills it in and sends it; the lead
 * is on the list and the bell; the clinician moves it Contacted → Consultation booked and converts
 * it; the new client's page opens and the client keeps the lead's history. A submission with the
 * honeypot filled answers like a success and stores nothing.
 * With SHOTS=1 it also leaves screenshots of /leads in /tmp/shots.
 */
const zone = 'America/New_York';
test.use({ timezoneId: zone, actionTimeout: 20_000 });

const stamp = Date.now().toString(36).slice(-5);
const visitor = { first: 'Lena', last: `Inquiry${stamp}`, email: `lena.${stamp}@example.test` };
const fullName = `${visitor.first} ${visitor.last}`;

interface LeadHistory {
  lead: { id: string; status: string; email: string | null; reason: string | null; referral_source: string | null } | null;
  events: { kind: string; to_status: string | null }[];
}

test('a website inquiry becomes a lead, is followed up and converted into a client who keeps its history', async ({ page, practice, browser, baseURL }) => {
  test.setTimeout(120_000);
  const outside = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: zone, storageState: { cookies: [], origins: [] } });
  const form = await outside.newPage();
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`clinician: ${e.message}`));
  form.on('pageerror', (e) => pageErrors.push(`visitor: ${e.message}`));

  // 1. The clinician finds the form's link on /leads.
  expect((await page.request.post('/api/notifications/read-all')).ok()).toBe(true);
  await page.goto('/leads');
  await page.getByRole('tab', { name: 'Website form' }).click();
  const link = page.getByRole('textbox', { name: 'Link to the form' });
  await expect(link).toHaveValue(/\/inquiry\/[\w-]+$/);
  const formPath = new URL(await link.inputValue()).pathname;
  await expect(page.getByText('The form takes inquiries')).toBeVisible();

  // 2. A visitor fills it in, consents and sends; the answer repeats nothing they typed.
  await form.goto(formPath);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(/^Contact /);
  await form.getByRole('textbox', { name: 'First name' }).fill(visitor.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(visitor.last);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(visitor.email);
  await form.getByRole('textbox', { name: /^What would you like help with/ }).fill('Trouble sleeping since a change at work.');
  await form.getByRole('textbox', { name: /^Insurance/ }).fill('Acme Health');
  await form.getByRole('textbox', { name: /^Times that suit you/ }).fill('Weekday evenings');
  await form.getByRole('textbox', { name: /^How did you hear about us/ }).fill('Psychology Today');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toContainText(/consent|agree/i);
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Thank you — the practice will contact you.');
  await expect(form.getByRole('main')).not.toContainText(visitor.last);

  // 3. The practice hears of it on the bell and finds the lead on the list.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', /Notifications, [1-9]\d* unread/);
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('New inquiry from your website');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Leads' }).click();
  const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: fullName });
  await expect(card).toContainText('via Psychology Today · website form');
  await expect(card).toContainText(leadStatusLabels.new);

  // 4. Contacted, then Consultation booked, from the lead's drawer.
  await card.getByRole('button').click();
  const drawer = page.getByRole('region', { name: 'Lead details' });
  await expect(drawer).toContainText('Trouble sleeping since a change at work.');
  await expect(drawer).toContainText('Weekday evenings');
  await drawer.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(drawer.getByRole('list', { name: 'History' })).toContainText('New → Contacted');
  await drawer.getByRole('button', { name: 'Consultation booked' }).click();
  await expect(drawer.getByRole('list', { name: 'History' })).toContainText('Contacted → Consultation booked');

  // 5. Converted: the new client's page opens, and the client keeps the inquiry and its history.
  await drawer.getByRole('button', { name: 'Convert to client' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert to client' });
  await convert.getByRole('radio', { name: 'Active' }).check();
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName);
  const clientId = new URL(page.url()).pathname.split('/').pop()!;
  const history = await page.request.get(`/api/clients/${clientId}/lead-history`);
  expect(history.ok(), await history.text()).toBe(true);
  const kept = (await history.json()) as LeadHistory;
  expect(kept.lead).toMatchObject({
    status: 'converted',
    email: visitor.email,
    reason: 'Trouble sleeping since a change at work.',
    referral_source: 'Psychology Today',
  });
  expect(kept.events.map((e) => e.kind)).toEqual(['created', 'status', 'status', 'converted']);
  expect(kept.events.filter((e) => e.kind === 'status').map((e) => e.to_status)).toEqual(['contacted', 'consultation_booked']);
  // On the list it now reads Converted, and the drawer leads to the client.
  await page.goto(`/leads?lead=${kept.lead!.id}`);
  await expect(drawer.getByRole('link', { name: 'Open client' })).toHaveAttribute('href', `/clients/${clientId}`);

  // 6. A bot fills the hidden field: the same thank-you, and no lead is stored.
  const before = (await (await page.request.get('/api/leads')).json()) as { leads: unknown[] };
  await form.goto(formPath);
  await form.getByRole('textbox', { name: 'First name' }).fill('Bot');
  await form.getByRole('textbox', { name: 'Last name' }).fill(`Spam${stamp}`);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(`bot.${stamp}@example.test`);
  await form.locator('input[name="website"]').fill('https://spam.example');
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Thank you — the practice will contact you.');
  const after = (await (await page.request.get(`/api/leads?search=Spam${stamp}`)).json()) as { leads: unknown[] };
  expect(after.leads).toEqual([]);
  expect(((await (await page.request.get('/api/leads')).json()) as { leads: unknown[] }).leads).toHaveLength(before.leads.length);

  await takeShots(browser, baseURL!, zone, [
    {
      name: 'i15-leads',
      url: '/leads',
      storageState: practice.storageState,
      ready: (p) => expect(p.getByRole('list', { name: 'Leads' })).toContainText(fullName),
    },
  ]);

  expect(pageErrors).toEqual([]);
  await outside.close();
});
