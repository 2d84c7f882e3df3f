import { expect, test } from '@playwright/test';
import { authResponseSchema } from '@tend/contracts/auth.contract';

// Issue 16 items 6–8: settings, the compliance checklist and the setup guide, and an item turning green once fixed.
test('the admin requires two-factor sign-in, saves the profile, and the checklist and guide follow the truth', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  // A practice of its own: a demo administrator with one clinician (no second factor) and a caseload.
  const login = await context.request.post('/api/auth/demo-login', { data: { character_type: 'admin' } });
  expect(login.status(), await login.text()).toBe(201);
  authResponseSchema.parse(await login.json());

  const page = await context.newPage();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Practice Settings', exact: true })).toBeVisible();

  // Turning the switch on warns who will be asked to enrol (left unsaved for now).
  const requireMfa = page.getByRole('switch', { name: 'Require two-factor sign-in for all staff' });
  await requireMfa.check();
  await expect(page.getByText(/1 active staff member has no second factor yet/)).toBeVisible();

  const profile = page.getByRole('region', { name: 'Practice profile' });
  await profile.getByLabel('Group NPI').fill('1245319598');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText(/last digit must check/)).toBeVisible();
  await profile.getByLabel('Group NPI').fill('1245319599');
  await profile.getByLabel('Address line 1').fill('1 Harbor Way');
  await profile.getByLabel('City').fill('Portland');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Practice profile saved')).toBeVisible();

  await page.goto('/admin/compliance');
  const mfa = page.getByTestId('compliance-mfa');
  await expect(mfa).toContainText('0 of 1 active staff');
  await expect(mfa).toContainText('Needs attention');

  await page.goto('/admin/setup-guides');
  await expect(page.getByTestId('setup-practice_profile')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('setup-practice_profile')).toContainText('Name, NPI and address are set.');

  // Required now: the item says so, and stays to be seen to until the clinician has enrolled (requiring is not having).
  await page.goto('/admin/compliance');
  await mfa.getByRole('link', { name: /Fix/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings#security$/);
  await page.getByRole('switch', { name: 'Require two-factor sign-in for all staff' }).check();
  await page.getByRole('button', { name: 'Save security' }).click();
  await expect(page.getByText('Security settings saved')).toBeVisible();
  await page.goto('/admin/compliance');
  await expect(mfa).toContainText('0 of 1 active staff have a second factor. Required at sign-in: the one other sets one up when they next sign in.');
  await expect(mfa).toContainText('Needs attention');
  await context.close();
});
