import { expect, test } from '@playwright/test';
import { confirmationLinkFor, newestMailTo } from '../fixtures/outbox';

// An admin of a real practice (demo practices send no mail) confirms their e-mail from the banner's
// link (a new practice invites nobody before that), invites a therapist, who accepts in another
// browser and is signed in; the admin then deactivates them and their session ends.
test('an admin invites a therapist who accepts and signs in, then deactivates them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const invitee = { name: `Erin Vale ${stamp}`, email: `erin.${stamp}@e2e.test` };

  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const registered = await admin.request.post('/api/auth/register', {
    data: { email: `owner.${stamp}@e2e.test`, password: 'a-long-e2e-password', name: 'Robin Owner', practice_name: `Users Practice ${stamp}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const page = await admin.newPage();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', exact: true })).toBeVisible();

  // Before the e-mail is confirmed: the banner, and an invite dialog that explains and sends nothing.
  const banner = page.getByRole('status').filter({ hasText: 'Confirm your e-mail address to send invitations' });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite user' }).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await page.getByRole('dialog', { name: 'Invite user' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(banner.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  await page.goto(await confirmationLinkFor(`owner.${stamp}@e2e.test`));
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', exact: true })).toBeVisible();
  await expect(page.getByText('Confirm your e-mail address to send invitations')).toBeHidden();

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel(/^Name/).fill(invitee.name);
  await dialog.getByLabel(/^E-mail/).fill(invitee.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(invitee.email);

  const mail = await newestMailTo(invitee.email);
  const link = /https?:\/\/\S+\/accept-staff-invite\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  // The therapist, in a browser of their own.
  const therapist = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const them = await therapist.newPage();
  await them.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(them.getByText(`Users Practice ${stamp} invited ${invitee.email} as therapist`)).toBeVisible();
  await them.getByLabel(/^Password/).fill('violet-kettle-harbour-9');
  await them.getByLabel(/^Confirm password/).fill('violet-kettle-harbour-9');
  await them.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(them).not.toHaveURL(/accept-staff-invite|login/);
  const me = await them.request.get('/api/auth/me');
  expect(await me.json()).toMatchObject({ user: { email: invitee.email, role: 'therapist' } });

  // The admin sees them active, and deactivates them.
  await page.reload();
  const row = page.getByRole('table', { name: 'Practice users' }).getByRole('row').filter({ hasText: invitee.email });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toBeHidden();
  await page.screenshot({ path: '/tmp/users-page.png', fullPage: true });
  await row.getByRole('button', { name: `Actions for ${invitee.name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate user?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');

  // Their next request finds the session gone and the app sends them to sign in.
  await them.reload();
  await expect(them).toHaveURL(/\/login/);
  await admin.close();
  await therapist.close();
});
