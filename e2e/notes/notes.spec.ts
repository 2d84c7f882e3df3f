import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { assistantPanel, openAssistant, sendMessage, useNoteMode } from '../assistant/assistant-page';

/** Fills the risk response when the note asks for one (a seeded draft may mention risk). */
async function answerRiskIfAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  const safetyPlan = dialog.getByRole('checkbox', { name: 'Safety plan reviewed or made' });
  if (await safetyPlan.isVisible()) await safetyPlan.check();
}

test('the clinician opens /notes, opens a draft, approves it and exports the PDF', async ({ page }) => {
  await page.goto('/notes');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Notes' });
  await expect(table).toBeVisible();
  // The caseload's drafts are Maya Thompson's, Rosa Delgado's and Aisha Rahman's; unsigned notes come first.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Draft');
  await expect(table).toContainText(/Maya Thompson|Rosa Delgado|Aisha Rahman/);

  // The status filter narrows the list to drafts.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(table.getByText('Approved', { exact: true })).toHaveCount(0);

  const draftLink = table.getByRole('row').filter({ hasText: 'Draft' }).first().getByRole('link');
  await draftLink.click();
  await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('note-status')).toHaveText('Draft');
  await expect(page.getByTestId('note-text')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Approve and Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  await expect(dialog).toBeVisible();
  await answerRiskIfAsked(page);
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(page.getByText('Note approved and signed successfully!')).toBeVisible();
  await expect(page.getByTestId('note-status')).toHaveText('Approved');
  // The approve button is hidden once approved; addenda are open.
  await expect(page.getByRole('button', { name: 'Approve and Sign' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Add an addendum' }).fill('Client called after the session to confirm the plan.');
  await page.getByRole('button', { name: 'Add addendum' }).click();
  await expect(page.getByRole('list', { name: 'Addenda' })).toContainText('Client called after the session to confirm the plan.');

  const pdf = page.waitForResponse((r) => r.url().includes('/export/pdf'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await popup;
  // The same export, fetched again with the page's bearer token: a real PDF file.
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token ?? '');
  const again = await page.request.get(response.url(), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(again.status()).toBe(200);
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('PDF downloaded successfully!')).toBeVisible();
});

test('a note that does not exist says so', async ({ page }) => {
  await page.goto('/notes/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('The note could not be found or has been deleted.')).toBeVisible();
});

test('the draft in the chat: progress banner, PDF download, then Approve and Sign', async ({ page }) => {
  // Maya's latest session's SOAP note is signed first: the job's draft is then a new note, attached to no appointment.
  const drafts = await page.request.get('/api/notes?status=draft&limit=50');
  const maya = ((await drafts.json()) as { notes: { id: string; client_name: string }[] }).notes.find((n) => n.client_name === 'Maya Thompson');
  expect(maya, 'the caseload has a draft for Maya').toBeTruthy();
  expect((await page.request.post(`/api/notes/${maya!.id}/approve`, { data: {} })).status()).toBe(200);
  await openAssistant(page);
  await useNoteMode(page, 'Maya Thompson');
  const panel = assistantPanel(page);
  await sendMessage(
    page,
    'Maya said work was calmer this week. She appeared relaxed and engaged. We reviewed her sleep routine. We will meet again next week.',
  );
  await panel.getByRole('button', { name: 'Write SOAP note' }).click();
  const draft = panel.getByRole('article', { name: 'Note draft' });
  await expect(draft).toBeVisible({ timeout: 20_000 });
  // The job saves the draft and reports its progress; the banner names the outcome.
  await expect(panel.getByTestId('soap-progress-banner')).toBeVisible({ timeout: 20_000 });

  const download = page.waitForEvent('download');
  await draft.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText('PDF downloaded successfully!')).toBeVisible();

  // Once the job completes the draft has its saved id and can be signed from the chat.
  await expect(draft.getByRole('button', { name: 'Approve and Sign' })).toBeVisible({ timeout: 20_000 });
  // The job's draft has no appointment: Approve and Save asks which one it documents.
  await draft.getByRole('button', { name: 'Approve and Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Approve and Save' });
  await expect(saveDialog.getByRole('combobox', { name: 'Appointment' })).toBeVisible();
  await expect(saveDialog.getByRole('button', { name: 'Approve and Save' })).toBeDisabled();
  await saveDialog.getByRole('button', { name: 'Cancel' }).click();
  await draft.getByRole('button', { name: 'Approve and Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and Sign' });
  await answerRiskIfAsked(page);
  await dialog.getByRole('button', { name: 'Approve and Sign' }).click();
  await expect(page.getByText('Note approved and signed successfully!')).toBeVisible();
  await expect(draft.getByText('Approved', { exact: true })).toBeVisible();
  // The banner clears 5 s after complete.
  await expect(panel.getByTestId('soap-progress-banner')).toHaveCount(0, { timeout: 10_000 });
});

test('/notes/new: a note written by hand downloads as TXT; saving waits for an appointment', async ({ page }) => {
  await page.goto('/notes/new');
  await expect(page.getByRole('heading', { name: 'New Note', level: 1 })).toBeVisible();
  await expect(page.getByText('A note is saved for the appointment it documents: choose the client and the appointment.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Ethan Brooks' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Subjective: Ethan said the week was steadier.\nPlan: meet next week.');
  await expect(page.getByRole('button', { name: 'Approve and Save' })).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TXT' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.txt$/);
  await expect(page.getByText('TXT downloaded successfully!')).toBeVisible();
});

test('/notes/new: dictated phrases join the note (the browser’s speech service stood in for)', async ({ page }) => {
  // The speech service is outside the machine: a stand-in that "hears" two phrases when started.
  await page.addInitScript(() => {
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        const phrases = ['client said the week was calmer', 'we will meet again next week'];
        setTimeout(() => {
          const results = phrases.map((transcript) => ({ isFinal: true, 0: { transcript } }));
          this.onresult?.({ resultIndex: 0, results });
        }, 50);
      }
      stop() {
        setTimeout(() => this.onend?.(), 0);
      }
    }
    Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
  });
  await page.goto('/notes/new');
  await page.getByRole('textbox', { name: 'Note' }).fill('Subjective:');
  await page.getByRole('button', { name: 'Dictate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Subjective: Client said the week was calmer. We will meet again next week.');
  await page.getByRole('button', { name: 'Stop dictation' }).click();
  await expect(page.getByRole('button', { name: 'Dictate' })).toBeVisible();
});
