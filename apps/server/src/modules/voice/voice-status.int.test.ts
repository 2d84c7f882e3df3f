import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp } from '../../../test/test-app';
import { updatePracticeSetting } from '../practice-admin/practice-settings-store';

/**
 * Voice mode switched on for a practice whose server cannot speak (its speech server down, or the
 * offline engine's programs missing): the status says so, for the clinician as off with a reason,
 * for whoever holds the settings with what is missing — never a switch that is on and silently dead.
 */
let t: TestApp;
let closedPort = 0;

beforeAll(async () => {
  // A port that was free a moment ago and is closed now: nothing answers there.
  const probe: Server = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((done) => probe.close(() => done()));
  t = await createTestApp({ env: { SPEECH_PROVIDER: 'openai-compatible', SPEECH_BASE_URL: `http://127.0.0.1:${closedPort}/v1`, SPEECH_TIMEOUT_MS: '1000' } });
  await updatePracticeSetting(t.app.services.db, t.seeded.practiceIds.harbor, 'ai_assistant', (current) => ({ ...current, voice_mode_enabled: true }));
});
afterAll(async () => {
  await t.app.close();
});

describe('voice status when the speech engine cannot work', () => {
  it('is off for the clinician, saying why', async () => {
    const alice = await t.login('alice');
    const status = await t.app.inject(as(alice, { method: 'GET', url: '/api/voice/status' }));
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: false, reason: expect.stringContaining('speech engine'), speech: { ready: false, detail: null } });
  });

  it('tells the administrator which part is missing', async () => {
    const dana = await t.login('dana');
    const status = await t.app.inject(as(dana, { method: 'GET', url: '/api/voice/status' }));
    expect(status.json()).toMatchObject({ enabled: false, speech: { ready: false, detail: expect.stringContaining(`127.0.0.1:${closedPort} unreachable`) } });
  });
});
