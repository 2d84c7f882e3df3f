import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { voiceCloseCodes, voiceStreamPath, voiceSubProtocol, type VoiceServerEvent } from '@tend/contracts/voice.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { messages } from '@tend/db/schema/conversations';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { startSpeechTestServer } from '../../../test/speech-test-server';
import { hitRateLimit } from '../../http/rate-limit';
import { assistantLimitPerUser } from '../engine/engine.routes';
import { updatePracticeSetting } from '../practice-admin/practice-settings-store';
import { until } from '../../../test/wait';

const vad = { hangoverMs: 300, startMs: 100 };
let speech: Awaited<ReturnType<typeof startSpeechTestServer>>;
let t: TestApp;
let alice: Credentials;
let base = '';
let origin = '';

beforeAll(async () => {
  speech = await startSpeechTestServer({});
  t = await createTestApp({ env: { SPEECH_PROVIDER: 'openai-compatible', SPEECH_BASE_URL: `${speech.url}/v1`, SPEECH_TIMEOUT_MS: '3000' }, voice: { vad } });
  alice = await t.login('alice');
  const http = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = http.replace('http', 'ws');
  origin = http;
  await setVoice(t, true);
});
afterAll(async () => {
  await t.app.close();
  await speech.close();
});

const setVoice = (app: TestApp, on: boolean) =>
  updatePracticeSetting(app.app.services.db, app.seeded.practiceIds.harbor, 'ai_assistant', (current) => ({ ...current, voice_mode_enabled: on }));

async function tokenFor(app: TestApp, who: Credentials): Promise<string> {
  const res = await app.app.inject(as(who, { method: 'POST', url: '/api/voice/auth-token' }));
  expect(res.statusCode).toBe(200);
  expect(res.json().expires_in).toBe(60);
  return res.json().token;
}

interface Session {
  socket: WebSocket;
  events: VoiceServerEvent[];
  audio: Buffer[];
  closed: Promise<{ code: number; reason: string }>;
}

function open(token: string | null, options: { base?: string; origin?: string; protocol?: string | null } = {}): Promise<Session> {
  return new Promise((resolve, reject) => {
    const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
    const protocols = options.protocol === null ? [] : [options.protocol ?? voiceSubProtocol];
    const socket = new WebSocket(`${options.base ?? base}${voiceStreamPath}${query}`, protocols, { headers: { origin: options.origin ?? origin } });
    const events: VoiceServerEvent[] = [];
    const audio: Buffer[] = [];
    const closed = new Promise<{ code: number; reason: string }>((r) => socket.on('close', (code, reason) => r({ code, reason: reason.toString() })));
    socket.on('message', (data: Buffer, isBinary) => (isBinary ? audio.push(data) : events.push(JSON.parse(data.toString()))));
    socket.on('open', () => resolve({ socket, events, audio, closed }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

/** 100 ms frames: a loud tone for `speechMs`, then silence long enough to end the utterance. */
function utterance(speechMs: number, silenceMs = 600): Buffer[] {
  const frames: Buffer[] = [];
  for (let ms = 0; ms < speechMs + silenceMs; ms += 100) {
    const frame = Buffer.alloc(3_200);
    if (ms < speechMs) for (let i = 0; i < 1_600; i++) frame.writeInt16LE(Math.round(9_000 * Math.sin((2 * Math.PI * 200 * i) / 16_000)), i * 2);
    frames.push(frame);
  }
  return frames;
}
const sendAll = (s: Session, frames: Buffer[]) => frames.forEach((f) => s.socket.send(f, { binary: true }));
const byType = <T extends VoiceServerEvent['type']>(s: Session, type: T) => s.events.filter((e) => e.type === type) as Extract<VoiceServerEvent, { type: T }>[];

async function started(who: Credentials = alice, start: Record<string, unknown> = {}): Promise<Session & { sessionId: string }> {
  const s = await open(await tokenFor(t, who));
  s.socket.send(JSON.stringify({ type: 'start_session', ...start }));
  await until(() => byType(s, 'session_started').length === 1);
  return { ...s, sessionId: byType(s, 'session_started')[0]!.session_id };
}

const storedTurns = (conversationId: string) =>
  t.app.services.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.createdAt);

describe('voice mode tokens and handshake', () => {
  it('gives no token while the practice has voice mode off, and says why', async () => {
    await setVoice(t, false);
    const status = await t.app.inject(as(alice, { method: 'GET', url: '/api/voice/status' }));
    expect(status.json()).toMatchObject({ enabled: false, reason: expect.stringContaining('turned off'), recognizer: { provider: 'openai-compatible' } });
    const refused = await t.app.inject(as(alice, { method: 'POST', url: '/api/voice/auth-token' }));
    expect(refused.statusCode).toBe(403);
    await setVoice(t, true);
  });

  it('refuses a missing, reused, expired or made-up token with 4401 and its reason', async () => {
    const missing = await open(null);
    expect(await missing.closed).toEqual({ code: voiceCloseCodes.tokenRefused, reason: 'token_missing' });

    const token = await tokenFor(t, alice);
    const first = await open(token);
    // The second socket is opened only once the first holds the stream, or under load its check could win the token.
    first.socket.send(JSON.stringify({ type: 'start_session' }));
    await until(() => byType(first, 'session_started').length === 1);
    const reused = await open(token);
    expect(await reused.closed).toEqual({ code: voiceCloseCodes.tokenRefused, reason: 'token_invalid' });
    first.socket.close();

    const late = await tokenFor(t, alice);
    t.clock.advance(61_000);
    const expired = await open(late);
    expect(await expired.closed).toEqual({ code: voiceCloseCodes.tokenRefused, reason: 'token_expired' });

    const madeUp = await open('x'.repeat(43));
    expect(await madeUp.closed).toEqual({ code: voiceCloseCodes.tokenRefused, reason: 'token_invalid' });
  });

  it('refuses another origin before the upgrade and a socket without the voice-v1 sub-protocol', async () => {
    await expect(open(await tokenFor(t, alice), { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const plain = await open(await tokenFor(t, alice), { protocol: null });
    expect((await plain.closed).code).toBe(voiceCloseCodes.forbidden);
  });

  it('closes the stream when its session signs out', async () => {
    const carla = await t.login('carla');
    const s = await started(carla);
    await t.app.inject(as(carla, { method: 'POST', url: '/api/auth/logout' }));
    expect((await s.closed).code).toBe(voiceCloseCodes.sessionEnded);
  });
});

describe('a spoken session', () => {
  it('greets, hears each utterance, answers in text and audio through the typed path, and ends with a reflection', async () => {
    const jordan = t.seeded.clientIds.jordan!;
    const s = await started(alice, { note_prefs: { write_soap: true, patient_id: jordan } });
    expect(byType(s, 'session_started')[0]!.greeting).toMatch(/voice mode is on/i);
    await until(() => s.audio.length > 0);
    const greetingAudio = s.audio.length;
    expect(s.audio[0]!.subarray(0, 4).toString()).toBe('RIFF');

    // The test clock stands still unless moved, as real time moves between spoken turns.
    t.clock.advance(1_000);
    speech.script(['Jordan reported fewer panic attacks this week and we practised paced breathing.']);
    sendAll(s, utterance(1_000));
    await until(() => byType(s, 'transcript').filter((e) => e.speaker === 'assistant').length === 1);
    expect(byType(s, 'speech_started').length).toBeGreaterThanOrEqual(1);
    expect(byType(s, 'transcript')[0]).toMatchObject({ speaker: 'user', text: expect.stringContaining('fewer panic attacks'), next_action: 'process' });
    await until(() => s.audio.length > greetingAudio);

    t.clock.advance(1_000);
    speech.script(['write a SOAP note']);
    sendAll(s, utterance(800));
    await until(() => byType(s, 'transcript').filter((e) => e.speaker === 'assistant').length === 2, 30_000);
    const drafted = byType(s, 'transcript').filter((e) => e.speaker === 'assistant')[1]!;
    expect(drafted.document_type).toBe('soap_note');

    t.clock.advance(1_000);
    s.socket.send(JSON.stringify({ type: 'end_session' }));
    await until(() => byType(s, 'session_ended').length === 1);
    const reflection = byType(s, 'session_ended')[0]!.final_reflection;
    expect(reflection).toMatch(/2 spoken turns saved.*SOAP note/);
    expect((await s.closed).code).toBe(voiceCloseCodes.normal);

    const turns = await storedTurns(s.sessionId);
    expect(turns.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'Jordan reported fewer panic attacks this week and we practised paced breathing.',
      'write a SOAP note',
    ]);
    // Two replies, then the reflection, which outlives the overlay.
    expect(turns.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual([expect.any(String), expect.stringContaining('SOAP note'), reflection]);
    // The audio went to the configured provider and nowhere else; the transcript it returned is what was stored.
    expect(speech.requests().filter((r) => r.endpoint === 'transcriptions').length).toBeGreaterThanOrEqual(2);
    const audited = await t.app.services.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, s.sessionId), eq(auditEvents.actorId, alice.userId)));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['voice_session_start', 'assistant_reply', 'voice_session_end']));
  });

  it("cannot reach another user's conversation", async () => {
    const ben = await t.login('ben');
    const bens = (await t.app.inject(as(ben, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
    const s = await open(await tokenFor(t, alice));
    s.socket.send(JSON.stringify({ type: 'start_session', session_id: bens }));
    expect((await s.closed).code).toBe(voiceCloseCodes.forbidden);
    expect(byType(s, 'session_started')).toEqual([]);
    const [attempt] = await t.app.services.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, bens), eq(auditEvents.action, 'voice_session_start')));
    expect(attempt?.outcome).toBe('not_found');
  });

  it('closes on a malformed audio frame with 1007, after transcribing and storing what was already said', async () => {
    const s = await started();
    speech.script(['We talked about her sister’s wedding.']);
    sendAll(s, utterance(700, 0));
    s.socket.send(Buffer.alloc(1_001), { binary: true });
    const closed = await s.closed;
    expect(closed).toEqual({ code: voiceCloseCodes.badFrame, reason: 'bad_audio_frame' });
    const turns = await storedTurns(s.sessionId);
    expect(turns.find((m) => m.role === 'user')?.content).toBe('We talked about her sister’s wedding.');
  });

  it('closes on an oversized frame with 1009 and on a message outside the protocol with 1007', async () => {
    const big = await started();
    big.socket.send(Buffer.alloc(40_000), { binary: true });
    expect((await big.closed).code).toBe(voiceCloseCodes.frameTooLarge);
    const odd = await started();
    odd.socket.send(JSON.stringify({ type: 'sing' }));
    expect(await odd.closed).toEqual({ code: voiceCloseCodes.badFrame, reason: 'bad_message' });
  });
});

describe('the assistant limit', () => {
  it('counts spoken turns with typed ones and says so when it is reached', async () => {
    const ben = await t.login('ben');
    const { limit, windowMs } = assistantLimitPerUser;
    for (let i = 0; i < limit; i++) await hitRateLimit(t.app.services.db, `assistant:user:${ben.userId}`, limit, windowMs, t.clock.now);
    const s = await started(ben);
    speech.script(['One more thing about the session.']);
    sendAll(s, utterance(600));
    await until(() => byType(s, 'error').some((e) => e.code === 'too_many_requests'));
    expect(byType(s, 'transcript').filter((e) => e.speaker === 'assistant')).toEqual([]);
    s.socket.close();
  });
});

describe('a speech provider that is down', () => {
  it('answers an error event and keeps listening instead of hanging', async () => {
    const down = await createTestApp({
      env: { SPEECH_PROVIDER: 'openai-compatible', SPEECH_BASE_URL: 'http://127.0.0.1:9/v1', SPEECH_TIMEOUT_MS: '2000' },
      voice: { vad },
    });
    try {
      await setVoice(down, true);
      const who = await down.login('alice');
      const http = await down.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await down.app.inject(as(who, { method: 'POST', url: '/api/voice/auth-token' }));
      const s = await open(res.json().token, { base: http.replace('http', 'ws'), origin: http });
      s.socket.send(JSON.stringify({ type: 'start_session' }));
      await until(() => byType(s, 'session_started').length === 1);
      // The greeting cannot be spoken either: said once, and the session goes on.
      sendAll(s, utterance(600));
      await until(() => byType(s, 'error').some((e) => e.code === 'speech_unavailable' && /recognition/.test(e.message)), 10_000);
      expect(s.socket.readyState).toBe(WebSocket.OPEN);
      s.socket.send(JSON.stringify({ type: 'end_session' }));
      await until(() => byType(s, 'session_ended').length === 1);
      expect(byType(s, 'session_ended')[0]!.final_reflection).toMatch(/Nothing was transcribed/);
    } finally {
      await down.app.close();
    }
  });
});
