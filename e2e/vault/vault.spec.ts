import { expect, test } from '../fixtures/test';

test('an idea saved into a new folder with tags is found in the vault, and can be edited, moved and deleted', async ({ page, practice }) => {
  const folder = `Supervision ${Date.now()}`;
  const saved = await page.request.post('/api/vault/save', {
    data: {
      text: 'Try externalising the worry as a character the client can talk back to.',
      user_id: practice.clinician.id,
      title: 'Externalising worry',
      tags: [' anxiety ', 'narrative', 'anxiety', ''],
      folder,
      surrounding_turns: [
        { role: 'user', content: 'Ideas for a client whose worry feels overwhelming?' },
        { role: 'assistant', content: 'Try externalising the worry as a character the client can talk back to.' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto('/vault');
  await expect(page.getByRole('heading', { name: 'Idea Vault', level: 1 })).toBeVisible();
  const folders = page.getByRole('list', { name: 'Vault folders' });
  await expect(folders.getByText('Clinical Techniques')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search folders' }).fill('supervision');
  await expect(folders.getByRole('listitem')).toHaveCount(1);
  await expect(folders.getByRole('listitem')).toContainText('1');
  await folders.getByRole('link', { name: new RegExp(folder) }).click();

  await expect(page).toHaveURL(/\/vault\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: folder, level: 1 })).toBeVisible();
  const entry = page.getByRole('article', { name: 'Externalising worry' });
  await expect(entry).toContainText('Try externalising the worry');
  await expect(entry.getByText('anxiety', { exact: true })).toBeVisible();
  await expect(entry.getByText('narrative', { exact: true })).toBeVisible();
  await entry.getByText(/Conversation \(2 messages\)/).click();
  await expect(entry.getByText('Ideas for a client whose worry feels overwhelming?')).toBeVisible();

  // Search inside the folder.
  await page.getByRole('textbox', { name: 'Search ideas' }).fill('no such words');
  await expect(page.getByText('No ideas match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search ideas' }).fill('');
  await expect(entry).toBeVisible();

  // Edit title and tags.
  await entry.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit idea' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Worry as a character');
  await edit.getByRole('textbox', { name: 'Tags' }).fill('anxiety, externalising');
  await edit.getByRole('button', { name: 'Save' }).click();
  const edited = page.getByRole('article', { name: 'Worry as a character' });
  await expect(edited.getByText('externalising', { exact: true })).toBeVisible();

  // Move to General, then delete it there.
  await edited.getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move idea' });
  await move.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('No ideas in this folder yet')).toBeVisible();

  await page.goto('/vault');
  await page
    .getByRole('list', { name: 'Vault folders' })
    .getByRole('link', { name: /^General/ })
    .click();
  const moved = page.getByRole('article', { name: 'Worry as a character' });
  await moved.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this idea?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'Worry as a character' })).toHaveCount(0);
});
