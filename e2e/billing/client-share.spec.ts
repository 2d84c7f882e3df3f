import { expect, test, type APIResponse } from '@playwright/test';
import { newestMailTo } from '../fixtures/outbox';

/**
 * The client's share (decision record 023), as a solo clinician meets it: she enters her insured
 * client's $25 copay on the insurance form; a $140 visit is completed; the client, signed in to the
 * portal, owes $25.00 — not the fee — and sees the $115.00 expected from her insurer apart.
 *
 * A practice of the test's own (registered through the API; demo practices send no mail, and the
 * portal invitation is mailed). Only the insurance form is filled in by hand: it is what is tested.
 */
test.use({ storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

async function ok(response: APIResponse, status = 200) {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return response.json();
}

test('an insured client’s portal balance is her copay, with the insurer’s part apart', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const client = { first: 'Nora', last: `Copay${stamp}`, email: `nora.${stamp}@example.test` };
  const options = { baseURL, extraHTTPHeaders: { origin: baseURL! } };
  const clinician = await (await browser.newContext(options)).newPage();
  const portal = await (await browser.newContext(options)).newPage();
  const pageErrors: string[] = [];
  for (const page of [clinician, portal]) page.on('pageerror', (e) => pageErrors.push(e.message));

  await ok(
    await clinician.request.post('/api/auth/register', {
      data: { email: `share.${stamp}@e2e.test`, password: 'a-long-enough-password', name: `Jo Share ${stamp}`, practice_name: `Share Practice ${stamp}` },
    }),
    201,
  );
  const { id: clientId } = await ok(
    await clinician.request.post('/api/clients', { data: { first_name: client.first, last_name: client.last, email: client.email } }),
    201,
  );
  // Her visit is $140 (a negotiated rate for 90834).
  await ok(await clinician.request.put(`/api/clients/${clientId}/rates/90834`, { data: { fee_cents: 14000, reason: 'Contracted rate' } }));

  // The insurance form, by hand: payer, member id and the copay.
  await clinician.goto(`/clients/${clientId}`);
  await clinician.getByRole('button', { name: 'Add insurance' }).click();
  const dialog = clinician.getByRole('dialog', { name: 'Add insurance' });
  await dialog.getByRole('textbox', { name: /^Payer/ }).fill('Acme Health');
  await dialog.getByRole('textbox', { name: /^Member ID/ }).fill('ACM-445566');
  await dialog.getByLabel('Coinsurance').fill('120');
  await dialog.getByRole('button', { name: 'Add policy' }).click();
  await expect(dialog.getByText('Coinsurance must be a whole percent from 0 to 100')).toBeVisible();
  await dialog.getByLabel('Coinsurance').fill('');
  await dialog.getByLabel('Copay').fill('25');
  await dialog.getByRole('button', { name: 'Add policy' }).click();
  await expect(dialog).toBeHidden();
  await expect(clinician.getByRole('list', { name: 'Insurance policies' })).toContainText('Copay $25.00');

  // Yesterday's 45-minute visit, completed.
  const start = new Date(Date.now() - 26 * 3_600_000);
  const booked = await ok(
    await clinician.request.post('/api/appointments', {
      data: {
        client_id: clientId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 45 * 60_000).toISOString(),
        location: 'office',
        allow_conflict: true,
        allow_outside_hours: true,
      },
    }),
    201,
  );
  const visitId = booked.appointments[0].id;
  await ok(await clinician.request.put(`/api/appointments/${visitId}/service-code`, { data: { service_code: '90834' } }));
  await ok(await clinician.request.post(`/api/appointments/${visitId}/status`, { data: { status: 'completed' } }));

  // The client accepts her portal invitation and opens her billing.
  const invite = () => clinician.request.post(`/api/clients/${clientId}/portal-invites`, { data: { relation: 'self' } });
  let invited = await invite();
  if (invited.status() === 403) {
    // A new registrant confirms her e-mail address before she may invite anyone: the link she was mailed.
    const token = /\/verify-email\?token=([\w-]+)/.exec(await newestMailTo(`share.${stamp}@e2e.test`))?.[1];
    await ok(await clinician.request.post('/api/auth/verify-email', { data: { token } }));
    invited = await invite();
  }
  await ok(invited, 201);
  const link = /https?:\/\/\S+\/portal-invite\?token=([\w-]+)/.exec(await newestMailTo(client.email));
  expect(link).toBeTruthy();
  await ok(await portal.request.post('/api/portal-invites/accept', { data: { token: link![1], password: 'a long portal passphrase 42' } }), 201);

  await portal.goto('/client/billing');
  await expect(portal.getByTestId('billing-balance')).toHaveText('$25.00');
  await expect(portal.getByTestId('billing-insurer-due')).toHaveText('$115.00');
  const charges = portal.getByRole('table', { name: 'Charges' });
  await expect(charges.getByRole('row').nth(1)).toContainText('$140.00');
  await expect(charges.getByRole('row').nth(1)).toContainText('$25.00');
  expect(pageErrors).toEqual([]);
});
