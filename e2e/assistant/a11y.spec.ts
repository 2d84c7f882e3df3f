import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';
import { signInAs } from '../fixtures/sign-in';
import { assistantPanel, openAssistant, sendMessage, useNoteMode } from './assistant-page';

// The server's CSP (script-src 'self') rightly refuses injected scripts; axe is the test's own.
test.use({ bypassCSP: true });
test.beforeEach(({ page }) => signInAs(page.request, 'alice'));

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the assistant panel with cards, chips and a draft has no serious or critical violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openAssistant(page);
    await useNoteMode(page, 'Jordan Blake');
    await sendMessage(page, 'which notes are pending?');
    await sendMessage(page, 'Jordan said the week was calmer. He appeared relaxed. He is making progress. We will meet again next week.');
    await assistantPanel(page).getByRole('button', { name: 'Write SOAP note' }).click();
    await expect(assistantPanel(page).getByRole('article', { name: 'Note draft' })).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
