import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  crisisLine988,
  cssrsQuestions,
  homicideItemLabels,
  safetyPlanSectionKeys,
  safetyPlanSectionTitles,
  type CssrsKey,
} from '@tend/contracts/risk.contract';
import { triage } from '@tend/contracts/risk-triage';
import { takeShots } from '../fixtures/screenshots';
import { signInAs } from '../fixtures/sign-in';

/**
 * Issue 15's risk assessment, in three browser contexts: Alice (therapist) screens her client Sam
 * Lee with the C-SSRS — a wish to be dead and an attempt within the past 3 months — and the level is
 * "high"; her supervisor Carla hears of it on the bell; an urgent follow-up task is on Alice's /todo
 * (done by itself once the plan is saved); the Stanley–Brown safety plan Alice writes and shares
 * opens in Sam's portal, and reads back from its PDF (every section and 988) on both sides.
 * With SHOTS=1 it also leaves screenshots of the risk screens in /tmp/shots.
 */
const zone = 'America/New_York';
test.use({ timezoneId: zone, storageState: { cookies: [], origins: [] }, actionTimeout: 20_000 });

const stamp = Date.now().toString(36).slice(-5);
const warningSign = `Staying in bed all day (${stamp})`;
const coping = 'A walk by the harbour with music';
const helper = { name: 'Jordan (brother)', phone: '207-555-0142' };
const reason = 'My niece and nephew';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks what starts a download and answers the PDF's text, as pdftotext lays it out, runs of spaces as one. */
async function downloadedPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

function expectWholePlan(text: string) {
  for (const key of safetyPlanSectionKeys) expect(text).toContain(safetyPlanSectionTitles[key]);
  for (const written of [warningSign, coping, helper.name, helper.phone, reason, crisisLine988.name]) expect(text).toContain(written);
  expect(text).toMatch(/\b988\b/);
}

async function samIdOf(api: APIRequestContext): Promise<string> {
  const answer = await api.get('/api/clients?search=Sam%20Lee');
  expect(answer.ok(), await answer.text()).toBe(true);
  const { clients } = (await answer.json()) as { clients: { id: string; first_name: string; last_name: string }[] };
  return clients.find((c) => c.first_name === 'Sam' && c.last_name === 'Lee')!.id;
}

/** Answers one yes/no question of the form, found by its whole text or a pattern of it. */
async function answer(page: Page, question: string | RegExp, value: 'Yes' | 'No') {
  await page.getByRole('radiogroup', { name: question, exact: true }).getByRole('radio', { name: value }).check();
}

/** A screener question as the form asks it: its number and the published wording (from the contract). */
function screenerQuestion(key: CssrsKey): string {
  const q = cssrsQuestions.find((c) => c.key === key)!;
  return `${q.number}. ${q.text}`;
}

test('a C-SSRS with a recent attempt is high: the supervisor is told, a task is made, the shared safety plan opens in the portal and as a PDF', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const open = async () => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! }, timezoneId: zone });
    return { context, page: await context.newPage() };
  };
  const [asAlice, asCarla, asSam] = [await open(), await open(), await open()];
  const [alice, carla, sam] = [asAlice.page, asCarla.page, asSam.page];
  // A page that crashes while the journey still finds its text would hide a broken screen.
  const pageErrors: string[] = [];
  for (const [name, page] of Object.entries({ alice, carla, sam })) page.on('pageerror', (e) => pageErrors.push(`${name}: ${e.message}`));
  await signInAs(alice.request, 'alice');
  await signInAs(carla.request, 'carla');
  await signInAs(sam.request, 'sam');
  const samId = await samIdOf(alice.request);

  // Carla watches her bell (the socket) while Alice assesses.
  await carla.goto('/dashboard');
  const bell = carla.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // 1. Alice screens Sam: Q1 yes, Q2 no (3–5 are then not asked), Q6 yes, within the past 3 months.
  await alice.goto(`/risk-assessment?client_id=${samId}`);
  await expect(alice.getByRole('heading', { name: 'New risk assessment', level: 1 })).toBeVisible();
  const form = alice.getByRole('form', { name: 'Risk assessment' });
  await answer(alice, screenerQuestion('wish_to_be_dead'), 'Yes');
  await answer(alice, screenerQuestion('suicidal_thoughts'), 'No');
  await expect(form.getByRole('radiogroup', { name: screenerQuestion('method') })).toHaveCount(0);
  await answer(alice, screenerQuestion('behavior'), 'Yes');
  await answer(alice, screenerQuestion('behavior_past_3_months'), 'Yes');
  await answer(alice, /has the client hurt themselves on purpose/, 'No');
  await answer(alice, homicideItemLabels.thoughts, 'No');
  await form.getByRole('checkbox', { name: 'Prior suicide attempt' }).check();
  await form.getByRole('checkbox', { name: 'Supportive relationships' }).check();
  await form
    .getByRole('textbox', { name: 'Formulation' })
    .fill('Attempt six weeks ago after a job loss; engaged, with family support. Safety plan today, weekly sessions.');
  // The published triage (packages/contracts/src/risk-triage.ts) says high for these answers, and the form shows why.
  const expected = triage({
    screener: { wish_to_be_dead: true, suicidal_thoughts: false, method: null, intent: null, plan: null, behavior: true, behavior_past_3_months: true },
    self_harm: { nssi_past_month: false },
    homicide: { thoughts: false, identified_person: null, plan: null, intent: null, access_to_means: null },
  });
  expect(expected.level).toBe('high');
  const computed = alice.getByTestId('computed-level');
  await expect(computed).toContainText('High');
  for (const why of expected.reasons) await expect(computed).toContainText(why);
  await form.getByRole('button', { name: 'Complete assessment' }).click();
  await expect(alice.getByText('Assessment completed')).toBeVisible();
  await expect(alice).toHaveURL(/\/risk-assessment\?id=[0-9a-f-]{36}$/);
  await expect(alice.getByRole('alert').filter({ hasText: 'High risk — act today' })).toBeVisible();
  const assessmentUrl = new URL(alice.url()).pathname + new URL(alice.url()).search;

  // 2. Carla, Alice's supervisor, hears of it on her bell without a reload.
  await expect(bell).toHaveAttribute('aria-label', new RegExp(`Notifications, ${unreadBefore + 1} unread`));
  await bell.click();
  await expect(carla.getByRole('dialog', { name: 'Notifications' })).toContainText('assessed Sam Lee as high risk');
  await carla.keyboard.press('Escape');

  // 3. The urgent follow-up task is on Alice's list.
  await alice.goto('/todo');
  const followUp = alice.getByRole('row').filter({ hasText: 'Follow up high-risk assessment: Sam Lee' });
  await expect(followUp).toHaveCount(1);
  await expect(followUp).toContainText('Created by Tend');
  await expect(followUp).toContainText('Urgent');

  // 4. The safety plan, Stanley–Brown, opened for writing after the high result (a plan left by an earlier run is edited).
  await alice.goto(assessmentUrl);
  const panel = alice.getByRole('region', { name: 'Safety plan' });
  const editor = alice.getByRole('form', { name: 'Safety plan' });
  await expect(editor.or(panel.getByRole('button', { name: 'Edit' }))).toBeVisible();
  if (!(await editor.isVisible())) await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(editor.getByTestId('fixed-988')).toContainText(crisisLine988.name);
  const addItem = async (label: string, text: string) => {
    await editor.getByRole('button', { name: `Add to ${label.toLowerCase()}` }).click();
    await editor
      .getByRole('textbox', { name: new RegExp(`^${escape(label)} \\d+$`) })
      .last()
      .fill(text);
  };
  await addItem('Warning signs', warningSign);
  await addItem('Coping strategies', coping);
  await addItem('Reasons for living', reason);
  await editor.getByRole('button', { name: 'Add to people to ask for help' }).click();
  const person = editor.getByRole('group', { name: /^People to ask for help \d+$/ }).last();
  await person.getByRole('textbox', { name: 'Name' }).fill(helper.name);
  await person.getByRole('textbox', { name: 'Phone' }).fill(helper.phone);
  await editor.getByRole('button', { name: 'Save safety plan' }).click();
  await expect(alice.getByText('Safety plan saved')).toBeVisible();
  await expect(panel).toContainText(warningSign);
  if (await panel.getByRole('button', { name: 'Share with client' }).isVisible()) {
    await panel.getByRole('button', { name: 'Share with client' }).click();
    await expect(alice.getByText('Shared in the client’s portal')).toBeVisible();
  }
  await expect(panel).toContainText('Shared with the client since');
  expectWholePlan(await downloadedPdfText(alice, () => panel.getByRole('button', { name: 'Download PDF' }).click()));

  // 5. Saving the plan is the follow-up: the task is done by itself.
  await alice.goto('/todo');
  // Loaded (the list or its empty state), so an absent row means done, not "still loading".
  await expect(alice.getByRole('table', { name: 'Mine tasks' }).or(alice.getByText('Nothing on your list'))).toBeVisible();
  await expect(followUp).toHaveCount(0);
  await alice.getByRole('switch', { name: 'Show done' }).check();
  await expect(followUp.getByRole('checkbox', { name: /^Reopen: Follow up high-risk assessment: Sam Lee/ }).first()).toBeChecked();

  // 6. Sam sees the plan in the portal, 988 first, and downloads it.
  await sam.goto('/client');
  const card = sam.getByRole('region', { name: 'Safety plan' });
  await expect(card.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  for (const written of [warningSign, coping, helper.name, reason]) await expect(card).toContainText(written);
  expectWholePlan(await downloadedPdfText(sam, () => card.getByRole('button', { name: 'Download PDF' }).click()));

  const [aliceState, samState] = [await asAlice.context.storageState(), await asSam.context.storageState()];
  await takeShots(browser, baseURL!, zone, [
    { name: 'i15-risk-assessment', url: assessmentUrl, storageState: aliceState, ready: (p) => expect(p.getByRole('main')).toContainText(warningSign) },
    {
      name: 'i15-safety-plan-editor',
      url: assessmentUrl,
      storageState: aliceState,
      ready: async (p) => {
        await p.getByRole('region', { name: 'Safety plan' }).getByRole('button', { name: 'Edit' }).click();
        await expect(p.getByRole('form', { name: 'Safety plan' }).getByRole('textbox', { name: 'Warning signs 1' })).toHaveValue(warningSign);
      },
    },
    {
      name: 'i15-portal-safety-plan',
      url: '/client',
      storageState: samState,
      ready: (p) => expect(p.getByRole('region', { name: 'Safety plan' })).toContainText(warningSign),
    },
  ]);

  expect(pageErrors).toEqual([]);
  for (const { context } of [asAlice, asCarla, asSam]) await context.close();
});
