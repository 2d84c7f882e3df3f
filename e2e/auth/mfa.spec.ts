import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// Issue 16 item 2: a user turns on an authenticator app from their profile, then signs in with it.
const password = 'a long enough e2e passphrase 42';
const totpOf = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const stepNow = () => Math.floor(Date.now() / 30_000);

/** The current code, waiting for a new 30-second step when the last one was used (the server refuses a replay). */
async function freshCode(secret: string, used: Set<number>): Promise<string> {
  while (used.has(stepNow())) await new Promise((resolve) => setTimeout(resolve, 500));
  used.add(stepNow());
  return totpOf(secret).generate();
}

async function fillLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a user enrols TOTP on their profile, then signs in with a code; a remembered device skips it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // A real (non-demo) account of its own: demo accounts never get a second factor, and personas are shared.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = `mfa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const registered = await page.request.post('/api/auth/register', { data: { email, password, name: 'Morgan Vale', practice_name: 'Vale Therapy' } });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  const used = new Set<number>();
  await card.getByLabel('6-digit code').fill(await freshCode(secret, used));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText(/Authenticator app is on\. 10 of 10 recovery codes left/)).toBeVisible();
  await page.screenshot({ path: '/tmp/mfa-profile-card.png', fullPage: true });

  await logout(page);
  await fillLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const code = page.getByLabel('Code from your authenticator app');
  const right = await freshCode(secret, used);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.screenshot({ path: '/tmp/mfa-login-step.png' });
  await code.fill(right);
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // This browser is remembered: the password alone signs in now.
  await logout(page);
  await fillLogin(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.close();
});

test('a passkey added on the profile (Chromium virtual authenticator) is the second factor at sign-in', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = `passkey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const registered = await page.request.post('/api/auth/register', { data: { email, password, name: 'Pat Key', practice_name: 'Key Therapy' } });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByLabel('Passkey name').fill('Test laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('list', { name: 'Passkeys' })).toContainText('Test laptop');

  await logout(page);
  await fillLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await context.close();
});
