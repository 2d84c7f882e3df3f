import { expect, test, type Page } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { signInAs } from '../fixtures/sign-in';
import { personas, seedPassword } from '../fixtures/users';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the sign-in form shows the server’s refusal and signs a therapist in to /dashboard', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, personas.alice.email, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, personas.alice.email, seedPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await settledPath(page)).toBe('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('AM');
});

test('an inactive account is sent to /account-inactive', async ({ page }) => {
  // No API deactivates a seeded persona yet, so the server's documented refusal is played here.
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'account_inactive', message: 'This account is inactive.' }) }),
  );
  await page.goto('/login');
  await fillLogin(page, personas.alice.email, seedPassword);
  await expect(page).toHaveURL(/\/account-inactive$/);
  await expect(page.getByRole('heading', { name: 'Your account is inactive' })).toBeVisible();
});

test('after sign-in the user returns to the page they were sent from', async ({ page }) => {
  await page.goto('/calendar');
  expect(await settledPath(page)).toBe('/login');
  await fillLogin(page, personas.carla.email, seedPassword);
  await expect(page).toHaveURL(/\/calendar$/);
});

test("an admin screen's session check toasts 'Session expired — please sign in' and comes back after sign-in", async ({ page }) => {
  await page.goto('/admin/reports');
  await expect(page.getByText('Session expired — please sign in')).toBeVisible();
  expect(await settledPath(page)).toBe('/login');
  await fillLogin(page, personas.dana.email, seedPassword);
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
});

test('an admin screen shows a therapist a clear no-access state, not an error', async ({ page }) => {
  await signInAs(page.request, 'alice');
  await page.goto('/admin/audit-logs');
  expect(await settledPath(page)).toBe('/admin/audit-logs');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});

test('logout clears both storages and lands on /login; the session is gone', async ({ page }) => {
  await signInAs(page.request, 'alice');
  await page.goto('/notes');
  await settledPath(page);
  await page.evaluate(() => {
    localStorage.setItem('sidebar-collapsed', 'false');
    sessionStorage.setItem('persistToasts', 'true');
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/notes');
  expect(await settledPath(page)).toBe('/login');
});

test('logout still lands on /login when the server call fails', async ({ page }) => {
  await signInAs(page.request, 'ben');
  await page.goto('/notes');
  await settledPath(page);
  await page.route('**/api/auth/logout', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('a new account is created, set up and lands on the admin dashboard', async ({ page }) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/register');
  await page.getByLabel('Your name').fill('Morgan Founder');
  await page.getByLabel('Practice name').fill(`Founder Practice ${stamp}`);
  await page.getByLabel('E-mail').fill(`morgan.founder+${stamp}@e2e.test`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile\/setup$/);
  await page.getByLabel('Preferred name').fill('Morgan');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('MF');
});

test('forgot password always answers the same; a bad reset link is refused', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('nobody@nowhere.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is incomplete')).toBeVisible();
  await page.goto('/reset-password?token=not-a-real-token-but-long-enough');
  await page.getByLabel(/^New password/).fill('another-long-password');
  await page.getByLabel('Confirm new password').fill('another-long-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});
