import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSpeechTestServer, type SpeechTestServer } from '../../apps/server/test/speech-test-server';
import { startServerProcess } from '../../apps/server/test/server-process';
import { assistantPanel, openAssistant, useNoteMode } from '../assistant/assistant-page';
import { chromiumArgs, chromiumPath, fakeMicrophoneArgs } from '../fixtures/chromium';

/**
 * Voice mode as a clinician meets it: Chromium's microphone plays a recorded session account
 * (e2e/fixtures/voice/session-account.wav: two sentences, a pause, "Please write a SOAP note.",
 * then silence; the file loops) into the assistant panel's voice overlay. Once on the built-in
 * offline recognizer (pocketsphinx, espeak-ng) of the suite's server, once on a server of its own
 * configured for a loopback OpenAI-compatible speech server.
 */
const microphone = path.join(import.meta.dirname, '../fixtures/voice/session-account.wav');
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMicrophoneArgs(microphone)] } });

const password = 'Lantern-Harbor-93-Quill';
const client = { first_name: 'Jordan', last_name: 'Avery' };

/** A new practice whose owner (admin and clinician) turns voice mode on and adds a client. */
async function practiceWithVoice(page: Page, base: string): Promise<void> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const headers = { origin: base };
  const registered = await page.request.post(`${base}/api/auth/register`, {
    headers,
    data: { email: `voice.${stamp}@e2e.test`, password, name: 'Robin Lake', practice_name: `Voice Practice ${stamp}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const settings = await page.request.patch(`${base}/api/admin/settings`, { headers, data: { ai_assistant: { voice_mode_enabled: true } } });
  expect(settings.status(), await settings.text()).toBe(200);
  const created = await page.request.post(`${base}/api/clients`, { headers, data: client });
  expect(created.status(), await created.text()).toBe(201);
}

/** Every state the overlay's chip shows, in order, recorded in the page as it changes. */
async function recordVoiceStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { voiceStates: string[] }).voiceStates = seen;
    setInterval(() => {
      const state = document.querySelector('[data-testid="voice-state"]')?.textContent;
      if (state && seen[seen.length - 1] !== state) seen.push(state);
    }, 25);
  });
  return () => page.evaluate(() => (window as unknown as { voiceStates: string[] }).voiceStates);
}

/** Opens the panel in note mode for the client, speaks the session by the fake microphone, and checks what comes back. */
async function speakSession(page: Page, base: string, expectHeard: RegExp): Promise<void> {
  await openAssistant(page, `${base}/therapist-panel`);
  await useNoteMode(page, `${client.first_name} ${client.last_name}`);
  const states = await recordVoiceStates(page);

  await assistantPanel(page).getByRole('button', { name: 'Voice mode' }).click();
  const overlay = page.getByTestId('voice-overlay');
  await expect(overlay).toBeVisible();
  const captions = overlay.getByTestId('voice-captions');
  // The account is heard and answered, then the spoken request drafts the note.
  await expect(captions).toContainText(expectHeard, { timeout: 45_000 });
  await expect(captions).toContainText(`draft SOAP note for ${client.first_name} ${client.last_name}`, { timeout: 60_000 });
  await expect.poll(states, { timeout: 15_000 }).toEqual(expect.arrayContaining(['connecting', 'listening', 'processing', 'speaking']));
  // With SHOTS=1, for the lead's eyes.
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/voice-overlay-${page.viewportSize()!.width}.png` });

  await overlay.getByRole('button', { name: 'End' }).click();
  await expect(overlay).toBeHidden({ timeout: 10_000 });
  // The spoken turns are the conversation's: the draft note and the closing reflection are in the panel.
  const panel = assistantPanel(page);
  await expect(panel.getByRole('article', { name: 'Note draft' }).last()).toContainText(`Draft SOAP note — ${client.first_name} ${client.last_name}`, {
    timeout: 20_000,
  });
  await expect(panel.locator('[data-role="assistant"]').last()).toContainText('Voice session ended');
  await expect(panel.locator('[data-role="user"]').first()).toContainText(expectHeard);
  if (process.env.SHOTS) {
    await page.screenshot({ path: `/tmp/shots/voice-panel-after-${page.viewportSize()!.width}.png` });
    await page.goto(`${base}/voice`);
    await expect(page.getByRole('button', { name: /start/i })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/voice-page-${page.viewportSize()!.width}.png` });
  }
}

test('on the built-in offline recognizer, a spoken account and "write a SOAP note" give the draft', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await practiceWithVoice(page, baseURL!);
  // pocketsphinx hears the recording imperfectly (bench/README.md gives its word error rate), but these words it gets.
  await speakSession(page, baseURL!, /sleeping four hours/i);
});

test.describe('with a speech server', () => {
  // The suite's Origin header names the suite's server; this server's pages send their own.
  test.use({ extraHTTPHeaders: {} });
  let speech: SpeechTestServer;
  let server: Awaited<ReturnType<typeof startServerProcess>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    speech = await startSpeechTestServer({});
    // Not the test runner's own NODE_OPTIONS (its loader hooks) or variables: the server as `npm start` runs it.
    const { NODE_OPTIONS: _loader, ...inherited } = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('PW') && !key.startsWith('PLAYWRIGHT')),
    );
    server = await startServerProcess({
      ...inherited,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-e2e-voice-')),
      DEMO_MODE: 'off',
      SPEECH_PROVIDER: 'openai-compatible',
      SPEECH_BASE_URL: `${speech.url}/v1`,
    });
  });
  test.afterAll(async () => {
    server?.process.kill('SIGTERM');
    await server?.exit;
    await speech?.close();
  });

  test('the same session transcribed by an OpenAI-compatible speech server', async ({ page }) => {
    test.setTimeout(180_000);
    // localhost, as the suite's own server is reached: the browser treats both as secure contexts.
    const base = server.base.replace('127.0.0.1', 'localhost');
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.emulateMedia({ colorScheme: 'dark' });
    }
    await practiceWithVoice(page, base);
    // The stand-in for Whisper answers the recording's two utterances in order.
    speech.script(['Jordan reported sleeping four hours a night. We practised the breathing exercise together.', 'Please write a SOAP note.']);
    await speakSession(page, base, /Jordan reported sleeping four hours a night/);
    const calls = speech.requests();
    expect(calls.filter((r) => r.endpoint === 'transcriptions').length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((r) => r.endpoint === 'speech').length).toBeGreaterThanOrEqual(2);
  });
});
