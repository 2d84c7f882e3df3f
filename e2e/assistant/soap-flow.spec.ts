import { expect, test } from '../fixtures/test';
import { storageStateOf } from '../fixtures/users';
import { assistantPanel, assistantReplies, openAssistant, sendMessage, useNoteMode, userMessages } from './assistant-page';

const narrative = [
  'Ethan reported feeling anxious about work most days this week.',
  'He said his sleep has been poor.',
  'He appeared tired and his affect was anxious.',
  'We practised box breathing together.',
].join(' ');

test('a session described in a few sentences, then the SOAP chip, gives a draft with "Not discussed" sections', async ({ page }) => {
  await openAssistant(page);
  await useNoteMode(page, 'Ethan Brooks');
  const panel = assistantPanel(page);
  await expect(panel.getByTestId('note-mode-badge')).toHaveText('Note Mode');
  await expect(panel.getByTestId('no-patient-notice')).toHaveCount(0);

  const reply = await sendMessage(page, narrative);
  await expect(reply).toContainText('To complete the SOAP note');
  const chip = panel.getByRole('button', { name: 'Write SOAP note' });
  await expect(chip).toBeVisible();
  await chip.click();

  await expect(userMessages(page).last()).toHaveText('yes, soap note');
  const draft = panel.getByRole('article', { name: 'Note draft' });
  await expect(draft).toBeVisible({ timeout: 20_000 });
  await expect(draft).toContainText('Draft SOAP note — Ethan Brooks');
  await expect(draft).toContainText('Subjective');
  await expect(draft).toContainText('Ethan reported feeling anxious about work most days this week.');
  await expect(draft).toContainText('Not discussed');
  // Markdown symbols are stripped for display.
  await expect(draft).not.toContainText('##');
  await expect(draft).not.toContainText('_Not discussed');
});

test('note mode without a client says so, and note preferences survive a reload', async ({ page }) => {
  await openAssistant(page);
  await useNoteMode(page, null);
  const panel = assistantPanel(page);
  const notice = panel.getByTestId('no-patient-notice');
  await expect(notice).toHaveText('Chat will proceed without saving a note. Select a patient to write a note.');

  await panel.getByRole('checkbox', { name: 'Client summary' }).check();
  await panel.getByRole('combobox', { name: 'Clinical note type' }).click();
  await page.getByRole('option', { name: 'Intake note' }).click();
  expect(await page.evaluate(() => [sessionStorage.getItem('noteMode'), JSON.parse(sessionStorage.getItem('noteTypes') ?? '{}')])).toEqual([
    'true',
    { clinical_note: true, clinical_subtype: 'intake_note', client_summary: true, provider_reflection: false },
  ]);

  await page.reload();
  await expect(panel.getByTestId('note-mode-badge')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Client summary' })).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Clinical note type' })).toHaveText('Intake note');
  await expect(notice).toBeVisible();

  await panel
    .getByRole('switch', { name: 'Note Mode' })
    .or(panel.getByRole('checkbox', { name: 'Note Mode' }))
    .uncheck();
  await expect(panel.getByTestId('note-mode-badge')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});

test.describe('the seeded practice', () => {
  // Reads Alice's seeded caseload, which no test changes: Priya Nair is Ben's client in the same practice.
  test.use({ storageState: storageStateOf('alice') });

  test('"which notes are pending?" answers with the real caseload', async ({ page }) => {
    await openAssistant(page);
    const reply = await sendMessage(page, 'which notes are pending?');
    await expect(reply).toContainText('without a signed note');
    await expect(reply).toContainText('Sam Lee');
    await expect(reply).toContainText('Jordan Blake');
    await expect(reply).not.toContainText('Priya');
    // The insight card and the recommendation's action items.
    await expect(reply.getByRole('alert').filter({ hasText: 'Pending notes' })).toBeVisible();
    await expect(
      reply
        .getByRole('group', { name: /^Recommendation/ })
        .getByRole('listitem')
        .filter({ hasText: 'Sam Lee' }),
    ).toBeVisible();
    await expect(assistantReplies(page)).toHaveCount(1);
  });
});
