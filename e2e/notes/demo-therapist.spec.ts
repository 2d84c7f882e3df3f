import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { assistantPanel, sendMessage, useNoteMode } from '../assistant/assistant-page';
import { settledPath } from '../fixtures/navigation';

/**
 * Issue 5, tried as a new user would: a fresh demo therapist (its own demo practice and sample
 * caseload) writes notes from the chat and by hand, signs them, and downloads them.
 */

async function startDemoTherapist(page: Page): Promise<void> {
  await page.goto('/demo-login');
  await page.getByRole('button', { name: /^Therapist/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await settledPath(page);
  await expect(assistantPanel(page).getByRole('textbox', { name: 'Message the assistant' })).toBeEnabled({ timeout: 15_000 });
}

/** Text of a downloaded file, converted the way an ordinary reader would open it. */
async function textOf(download: Download): Promise<string> {
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  if (file.endsWith('.pdf')) return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (file.endsWith('.docx')) return execFileSync('docx2txt', [file, '-'], { encoding: 'utf8' });
  return execFileSync('cat', [file], { encoding: 'utf8' });
}

async function downloadFrom(page: Page, draft: Locator, format: 'PDF' | 'DOCX' | 'TXT'): Promise<Download> {
  const download = page.waitForEvent('download');
  await draft.getByRole('button', { name: `Download ${format}` }).click();
  await expect(page.getByText(`${format} downloaded successfully!`)).toBeVisible();
  return download;
}

/** Narrative → SOAP note from the chat; resolves when the job has saved the draft (it can be signed). */
async function draftSoapNote(page: Page, client: string, narrative: string): Promise<Locator> {
  await useNoteMode(page, client);
  const panel = assistantPanel(page);
  await sendMessage(page, narrative);
  await sendMessage(page, 'yes, soap note');
  await expect(panel.getByTestId('soap-progress-banner')).toBeVisible({ timeout: 20_000 });
  const draft = panel.getByRole('article', { name: 'Note draft' }).last();
  await expect(draft.getByRole('button', { name: 'Approve and Sign' })).toBeVisible({ timeout: 30_000 });
  return draft;
}

test('a demo therapist writes a SOAP note with risk language, downloads it in three formats, records a response and signs it', async ({ page }) => {
  await startDemoTherapist(page);
  const draft = await draftSoapNote(
    page,
    'Daniel Kim',
    'Daniel reported low mood since losing his job. He said he had passive thoughts of death this week but no plan. He appeared tired and his affect was flat. We made a safety plan and will meet again in one week.',
  );
  const panel = assistantPanel(page);
  await expect(panel.getByTestId('soap-progress-banner')).toContainText(/complete|saved/i, { timeout: 30_000 });

  // The preview shows the note without markdown symbols.
  await expect(draft).toContainText('Subjective');
  await expect(draft).not.toContainText('## ');

  const pdf = await textOf(await downloadFrom(page, draft, 'PDF'));
  expect(pdf).toContain('Daniel reported low mood since losing his job.');
  expect(pdf).toMatch(/SOAP/);
  const docx = await textOf(await downloadFrom(page, draft, 'DOCX'));
  expect(docx).toContain('He appeared tired and his affect was flat.');
  const txt = await downloadFrom(page, draft, 'TXT');
  expect(txt.suggestedFilename()).toMatch(/Daniel.*\.txt$/);
  // In the note's voice: the clinician's "we" is made explicit.
  expect(await textOf(txt)).toContain('Clinician and client made a safety plan and will meet again in one week.');

  // Risk language: signing asks for the clinician's response first.
  await draft.getByRole('button', { name: 'Approve and Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  await expect(dialog.getByText('This note mentions risk. How did you respond?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(dialog.getByText('Choose how you responded to the risk')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'No action needed' }).check();
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(dialog.getByText('Say why no action is needed')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Safety plan reviewed or made' }).check(); // unticks No action needed
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(page.getByText('Note approved and signed successfully!')).toBeVisible();
  await expect(draft.getByText('Approved', { exact: true })).toBeVisible();

  // The note page shows it signed, locked, with the clinician's own sentences marked.
  await page.goto('/notes');
  const row = page.getByRole('table', { name: 'Notes' }).getByRole('row').filter({ hasText: 'Daniel Kim' }).filter({ hasText: 'Approved' }).first();
  await row.getByRole('link').click();
  await expect(page.getByTestId('note-status')).toHaveText('Approved');
  await expect(page.getByTestId('note-text')).toContainText('Daniel reported low mood since losing his job.');
  await expect(page.getByRole('button', { name: 'Approve and Sign' })).toHaveCount(0);
  await expect(page.getByTestId('risk-response')).toContainText('Safety plan reviewed or made');
});

test('Approve and Save asks for the appointment; one already documented gives the duplicate warning with Review', async ({ page }) => {
  await startDemoTherapist(page);
  // Maya's sessions are documented once yesterday's draft is signed: a request then starts a new draft, attached to no appointment.
  const drafts = await page.request.get('/api/notes?status=draft&limit=50');
  const maya = ((await drafts.json()) as { notes: { id: string; client_name: string }[] }).notes.find((n) => n.client_name === 'Maya Thompson');
  expect((await page.request.post(`/api/notes/${maya!.id}/approve`, { data: {} })).status()).toBe(200);
  const draft = await draftSoapNote(page, 'Maya Thompson', 'Maya reported less worry at work this week. She appeared calm. We will keep the weekly plan.');
  await draft.getByRole('button', { name: 'Approve and Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Save' });
  const picker = dialog.getByRole('combobox', { name: 'Appointment' });
  await expect(dialog.getByRole('button', { name: 'Approve and Save' })).toBeDisabled();
  await picker.click();
  await page
    .getByRole('option', { name: /SOAP note signed exists/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Approve and Save' }).click();

  const warning = page.getByText('A SOAP note already exists for this appointment. It was not saved again.');
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page).toHaveURL(/\/note\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('note-text')).toContainText('Maya reported ongoing generalised anxiety');
});

test('/notes/new: a note written by hand is saved for the chosen appointment and signed', async ({ page }) => {
  await startDemoTherapist(page);
  await page.goto('/notes/new');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Ethan Brooks' }).click();
  // Ethan's past appointments: last week's is signed, yesterday's has no note yet; next week's is not offered.
  await page.getByRole('combobox', { name: 'Appointment' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(3); // the prompt and two past appointments
  await options.filter({ hasNotText: /exists|Choose/ }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Subjective: Ethan said the exams went better than feared.\nPlan: review the panic plan next week.');
  await page.getByRole('button', { name: 'Approve and Save' }).click();
  await expect(page.getByText('SOAP note finalized and saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('note-status')).toHaveText('Approved');

  // Saving it again for the same appointment is the duplicate warning, not a second note.
  await page.goto('/notes/new');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Ethan Brooks' }).click();
  await page.getByRole('combobox', { name: 'Appointment' }).click();
  const documented = page.getByRole('option', { name: /SOAP note signed exists/ });
  await expect(documented).toHaveCount(2);
  await documented.first().click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Again.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('A SOAP note already exists for this appointment. It was not saved again.')).toBeVisible();
  await expect(page).toHaveURL(/\/notes\/new$/);
});
