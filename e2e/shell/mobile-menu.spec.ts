import { expect, test, type Page } from '@playwright/test';
import { settledPath } from '../fixtures/navigation';
import { storageStateOf } from '../fixtures/users';

test.use({ viewport: { width: 375, height: 812 } });

async function openMenu(page: Page, path: string) {
  await page.goto(path);
  await settledPath(page);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByTestId('breadcrumbs')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  return menu;
}

const itemNames = async (page: Page) => (await page.getByTestId('mobile-menu').getByRole('link').allInnerTexts()).map((t) => t.trim());

test.describe('provider', () => {
  test.use({ storageState: storageStateOf('alice') });
  test('gets the provider menu and it navigates', async ({ page }) => {
    const menu = await openMenu(page, '/dashboard');
    expect(await itemNames(page)).toEqual([
      'Dashboard',
      'AI Assistant',
      'Notes',
      'Clients',
      'Calendar',
      'Tasks',
      'Messages',
      'Idea Vault',
      'Voice Mode',
      'Billing',
      'Superbills',
      'Leads',
      'Notifications',
      'Settings',
    ]);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('link', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('client', () => {
  test.use({ storageState: storageStateOf('sam') });
  test('gets the client menu', async ({ page }) => {
    await openMenu(page, '/client');
    expect(await itemNames(page)).toEqual([
      'My Portal',
      'Appointments',
      'Messages',
      'Documents',
      'Forms',
      'Health Tracking',
      'Billing',
      'Notifications',
      'Settings',
    ]);
  });
});

test.describe('admin', () => {
  test.use({ storageState: storageStateOf('dana') });
  test('gets the practice areas and every administration screen', async ({ page }) => {
    const menu = await openMenu(page, '/admin/dashboard');
    expect(await itemNames(page)).toEqual([
      'Notes',
      'Clients',
      'Calendar',
      'Tasks',
      'Messages',
      'Idea Vault',
      'Voice Mode',
      'Billing',
      'Superbills',
      'Leads',
      'Practice Dashboard',
      'AI Assistant',
      'Users',
      'Reports',
      'Analytics',
      'Audit Log',
      'Compliance',
      'Data Export',
      'Practice Settings',
      'Setup Guides',
      'Notifications',
      'Settings',
    ]);
    await expect(menu.getByRole('link', { name: 'Practice Settings' })).toHaveAttribute('href', '/admin/settings');
  });
});

test.describe('admin who is also a provider', () => {
  test.use({ storageState: storageStateOf('registered') });
  test('gets the sections Clinical, Practice, Administration and General', async ({ page }) => {
    const menu = await openMenu(page, '/admin/dashboard');
    for (const section of ['Clinical', 'Practice', 'Administration', 'General']) await expect(menu.getByRole('list', { name: section })).toBeVisible();
  });
});
