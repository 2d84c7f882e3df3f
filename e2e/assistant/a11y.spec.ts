import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { assistantPanel, openAssistant, sendMessage, useNoteMode } from './assistant-page';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the assistant panel with cards, chips and a draft has no serious or critical violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openAssistant(page);
    await useNoteMode(page, 'Daniel Kim');
    await sendMessage(page, 'which notes are pending?');
    await sendMessage(page, 'Daniel said the week was calmer. He appeared relaxed. He is making progress. We will meet again next week.');
    await assistantPanel(page).getByRole('button', { name: 'Write SOAP note' }).click();
    await expect(assistantPanel(page).getByRole('article', { name: 'Note draft' })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
