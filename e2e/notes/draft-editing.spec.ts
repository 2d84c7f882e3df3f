import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { assistantPanel, openAssistant, sendMessage, useNoteMode } from '../assistant/assistant-page';
import { expect, test } from '../fixtures/test';

/** Issue 18 items 1 and 2: a draft is edited section by section before signing; the page shows where its words came from. */

/** Opens one of the caseload's drafts (Maya Thompson's, Rosa Delgado's or Aisha Rahman's, written by hand) and returns its id. */
async function openDraft(page: Page): Promise<string> {
  await page.goto('/notes?status=draft');
  const table = page.getByRole('table', { name: 'Notes' });
  await table.getByRole('row').filter({ hasText: 'Draft' }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('note-status')).toHaveText('Draft');
  return page.url().split('/').at(-1)!;
}

/** Replaces a section's text in its editor, then leaves the field (which saves at once). */
async function editSection(page: Page, section: string, text: string) {
  await page.getByRole('button', { name: `Edit ${section}` }).click();
  const field = page.getByRole('textbox', { name: section });
  await expect(field).toBeFocused();
  await field.fill(text);
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved \d{1,2}:\d{2}/);
  await field.press('Escape');
  await expect(field).toHaveCount(0);
}

async function screenshots(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // MUI eases colours over ~250 ms when the scheme changes: a shot taken at once shows them half-way.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/h5-${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the clinician edits two sections of a draft, finds them after a reload, signs, and the PDF carries the signature', async ({ page, practice }) => {
  await openDraft(page);
  const subjective = 'Client reported that work stress eased after talking with her manager.';
  const plan = 'Meet fortnightly from next month; keep the thought record.';
  await editSection(page, 'Subjective', subjective);
  await editSection(page, 'Plan', plan);

  await page.reload();
  const text = page.getByTestId('note-text');
  await expect(text).toContainText(subjective);
  await expect(text).toContainText(plan);
  // Edited text is the clinician's change, no longer "your words from the session".
  await expect(text.locator('mark[data-kind="edited"]')).toHaveText([subjective, plan]);
  await expect(page.getByTestId('provenance-legend')).toContainText('Edited by you');
  await screenshots(page, 'edited');

  await page.getByRole('button', { name: 'Approve and Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  const safetyPlan = dialog.getByRole('checkbox', { name: 'Safety plan reviewed or made' });
  if (await safetyPlan.isVisible()) await safetyPlan.check();
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(page.getByText('Note approved and signed successfully!')).toBeVisible();
  await expect(page.getByTestId('note-status')).toHaveText('Approved');
  // Signing locks: no editors any more.
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  const exported = page.waitForResponse((r) => r.url().includes('/export/pdf'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const response = await exported;
  expect(response.status()).toBe(200);
  await (await popup).close();
  // The page hands the body to a new tab as a blob; the same export is fetched again with its bearer token.
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '');
  const again = await page.request.get(response.url(), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(again.status()).toBe(200);
  const file = test.info().outputPath('signed.pdf');
  writeFileSync(file, await again.body());
  const pdf = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(pdf).toContain(subjective);
  expect(pdf).toContain(`Clinician: ${practice.clinician.name}, LCSW`);
  expect(pdf).toMatch(new RegExp(`Electronically signed by ${practice.clinician.name}, LCSW on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\S+`));
  expect(pdf).not.toContain('DRAFT');
});

test('a note drafted from the chat marks nothing the clinician said, lists what it left out, and marks their edit', async ({ page }) => {
  test.setTimeout(120_000);
  await openAssistant(page);
  await useNoteMode(page, 'Ethan Brooks');
  await sendMessage(
    page,
    'Ethan said the new medication has helped him sleep through the night. We practised paced breathing for ten minutes. Remind me to call the insurance company about his claim.',
  );
  await sendMessage(page, 'yes, soap note');
  const draft = assistantPanel(page).getByRole('article', { name: 'Note draft' }).last();
  await expect(draft.getByRole('button', { name: 'Approve and Sign' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/notes?status=draft');
  await page.getByRole('table', { name: 'Notes' }).getByRole('row').filter({ hasText: 'Ethan Brooks' }).first().getByRole('link').click();
  await expect(page.getByTestId('note-status')).toHaveText('Draft');
  // The built-in assistant writes only from the clinician's words: no sentence is marked as its own.
  const text = page.getByTestId('note-text');
  await expect(text).toContainText('Clinician and client practised paced breathing for ten minutes.');
  await expect(text.locator('mark')).toHaveCount(0);
  await page.getByRole('button', { name: 'Not in the note (1)' }).click();
  await expect(page.getByRole('list', { name: 'Not in the note' })).toHaveText('Remind me to call the insurance company about his claim.');

  await editSection(page, 'Plan', 'Review sleep again next week.');
  await expect(text.locator('mark[data-kind="edited"]')).toHaveText(['Review sleep again next week.']);
  await screenshots(page, 'generated');
});
