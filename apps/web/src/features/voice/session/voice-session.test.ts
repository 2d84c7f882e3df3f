import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { FakePlayback, FakeSocket } from './fake-voice-ports';
import { MicrophoneError, type VoiceSessionPorts } from './voice-ports';
import { VoiceSession, type VoiceSessionOptions } from './voice-session';
import { voiceTexts } from './voice-states';

const conversationId = '7b0c7d1e-4a55-4f4e-9c1d-0d1f2a3b4c5d';
const noteId = '3f0e2a9c-1b7d-4c1e-8a2f-5d6c7b8a9e0f';
const notePrefs = { write_soap: true, client_summary: false, therapist_reflection: false, patient_id: null, clinical_subtype: 'soap_note' as const };

function harness(options: { tokens?: (string | ApiError)[]; microphone?: MicrophoneError } = {}) {
  const tokens = [...(options.tokens ?? ['tok-1', 'tok-2', 'tok-3'])];
  const sockets: FakeSocket[] = [];
  const microphone = { stopped: false, chunk: (_chunk: ArrayBuffer) => {} };
  let playback: FakePlayback | null = null;
  const finished = vi.fn<NonNullable<VoiceSessionOptions['onFinished']>>();
  const disposed = vi.fn<NonNullable<VoiceSessionOptions['onDisposed']>>();
  const tokenCalls = vi.fn();
  const ports: VoiceSessionPorts = {
    fetchToken: async () => {
      tokenCalls();
      const next = tokens.shift();
      if (next instanceof ApiError) throw next;
      if (!next) throw new Error('no more tokens');
      return next;
    },
    streamUrl: (token) => `ws://tend.test/api/voice-mode/stream?token=${token}`,
    createSocket: (url, protocol) => {
      const socket = new FakeSocket(url, protocol);
      sockets.push(socket);
      return socket;
    },
    openMicrophone: async (onChunk) => {
      if (options.microphone) throw options.microphone;
      microphone.chunk = onChunk;
      return {
        stop: () => {
          microphone.stopped = true;
        },
      };
    },
    createPlayback: (onDrained) => (playback = new FakePlayback(onDrained)),
  };
  const session = new VoiceSession(ports, { sessionId: conversationId, notePrefs, onFinished: finished, onDisposed: disposed });
  return {
    session,
    sockets,
    microphone,
    finished,
    disposed,
    tokenCalls,
    get playback() {
      return playback!;
    },
    get socket() {
      return sockets.at(-1)!;
    },
    state: () => session.getSnapshot().state,
    snapshot: () => session.getSnapshot(),
  };
}

/** Lets pending promises (token, microphone) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function startedSession(options?: Parameters<typeof harness>[0]) {
  const h = harness(options);
  void h.session.start();
  await settle();
  h.socket.accept();
  h.socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Voice mode is on.' });
  return h;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a voice session, start to end', () => {
  it('connects with a token and the voice-v1 protocol, then follows the server through a spoken turn', async () => {
    const h = harness();
    const seen: string[] = [];
    h.session.subscribe(() => {
      if (seen.at(-1) !== h.state()) seen.push(h.state());
    });
    expect(h.state()).toBe('idle');
    void h.session.start();
    expect(h.state()).toBe('connecting');
    await settle();

    expect(h.socket.url).toBe('ws://tend.test/api/voice-mode/stream?token=tok-1');
    expect(h.socket.protocol).toBe('voice-v1');
    expect(h.socket.binaryType).toBe('arraybuffer');
    h.socket.accept();
    expect(h.state()).toBe('connected');
    expect(h.socket.messages()).toEqual([{ type: 'start_session', session_id: conversationId, note_prefs: notePrefs }]);

    // Words spoken before the server has opened the session are held, then sent first, in order.
    const early = [new ArrayBuffer(3_200), new ArrayBuffer(1_600)];
    for (const chunk of early) h.microphone.chunk(chunk);
    expect(h.socket.binaryFrames()).toHaveLength(0);

    h.socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Voice mode is on.' });
    expect(h.socket.binaryFrames()).toEqual(early);
    expect(h.snapshot()).toMatchObject({ active: true, sessionId: conversationId, state: 'listening' });
    expect(h.snapshot().captions.map((c) => [c.speaker, c.text])).toEqual([['assistant', 'Voice mode is on.']]);

    // The greeting is spoken, then the session listens.
    h.socket.audio();
    expect(h.state()).toBe('speaking');
    expect(h.playback.queued).toHaveLength(1);
    h.playback.drain();
    expect(h.state()).toBe('listening');

    const chunk = new ArrayBuffer(3_200);
    h.microphone.chunk(chunk);
    expect(h.socket.binaryFrames()).toEqual([...early, chunk]);

    const draft = { message_id: crypto.randomUUID(), content: 'Subjective: …', document_type: 'soap_note' as const, patient_display: 'Jordan Avery' };
    h.socket.event({ type: 'speech_started' });
    h.socket.event({ type: 'transcript', speaker: 'user', text: 'Write a SOAP note for the session.', next_action: 'process' });
    expect(h.state()).toBe('processing');
    h.socket.event({
      type: 'transcript',
      speaker: 'assistant',
      text: 'Your SOAP note draft is ready.',
      next_action: 'speak',
      note_id: noteId,
      document_type: 'soap_note',
      draft,
    });
    expect(h.state()).toBe('speaking');
    expect(h.snapshot().captions.at(-1)).toMatchObject({ speaker: 'assistant', text: 'Your SOAP note draft is ready.', noteId });
    h.socket.audio();
    h.socket.audio();
    expect(h.playback.queued).toHaveLength(2);
    h.playback.drain();
    expect(h.state()).toBe('listening');

    h.session.end();
    expect(h.socket.messages().at(-1)).toEqual({ type: 'end_session' });
    expect(h.snapshot().ending).toBe(true);
    h.socket.event({ type: 'session_ended', final_reflection: 'Voice session ended: 1 spoken turn saved to the conversation.' });
    expect(h.snapshot()).toMatchObject({ state: 'disconnected', reflection: 'Voice session ended: 1 spoken turn saved to the conversation.' });
    // Microphone and speaker are let go at once; the overlay closes 300 ms later.
    expect(h.microphone.stopped).toBe(true);
    expect(h.playback.closed).toBe(true);
    h.socket.serverClose(1000, 'session ended');
    await vi.advanceTimersByTimeAsync(299);
    expect(h.finished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The drafted note goes to the panel, which shows it under its reply as for a typed turn.
    expect(h.finished).toHaveBeenCalledWith({
      sessionId: conversationId,
      reflection: 'Voice session ended: 1 spoken turn saved to the conversation.',
      drafts: [draft],
    });
    expect(h.snapshot().error).toBeNull();
    expect(seen).toEqual(['connecting', 'connected', 'listening', 'speaking', 'listening', 'processing', 'speaking', 'listening', 'disconnected']);
  });

  it('stops the reply at once when the clinician starts talking (barge-in)', async () => {
    const h = await startedSession();
    h.socket.event({ type: 'transcript', speaker: 'assistant', text: 'Here is a long answer.', next_action: 'speak' });
    h.socket.audio();
    h.socket.audio();
    expect(h.state()).toBe('speaking');
    // The microphone still goes to the server while the reply plays: that is how it hears the interruption.
    h.microphone.chunk(new ArrayBuffer(3_200));
    expect(h.socket.binaryFrames()).toHaveLength(1);
    h.socket.event({ type: 'speech_started' });
    expect(h.playback.stops).toBe(1);
    expect(h.playback.queued).toHaveLength(0);
    expect(h.state()).toBe('listening');
  });

  it('holds at most the newest 15 s heard while the session opens', async () => {
    const h = harness();
    void h.session.start();
    await settle();
    h.socket.accept();
    // 20 s of 100 ms chunks, each marked by its first byte.
    const chunks = Array.from({ length: 200 }, (_, i) => new Uint8Array(3_200).fill(i % 256).buffer);
    for (const chunk of chunks) h.microphone.chunk(chunk);
    h.socket.event({ type: 'session_started', session_id: conversationId, greeting: 'Voice mode is on.' });
    expect(h.socket.binaryFrames()).toEqual(chunks.slice(50));
  });

  it('pauses: nothing from the microphone is sent, and events do not unpause it', async () => {
    const h = await startedSession();
    h.session.togglePause();
    expect(h.state()).toBe('paused');
    h.microphone.chunk(new ArrayBuffer(3_200));
    expect(h.socket.binaryFrames()).toHaveLength(0);
    h.socket.event({ type: 'transcript', speaker: 'assistant', text: 'Still here.', next_action: 'listen' });
    expect(h.state()).toBe('paused');
    expect(h.snapshot().captions.at(-1)?.text).toBe('Still here.');
    h.session.togglePause();
    expect(h.state()).toBe('listening');
    h.microphone.chunk(new ArrayBuffer(3_200));
    expect(h.socket.binaryFrames()).toHaveLength(1);
  });

  it('shows a server error and carries on listening after it', async () => {
    const h = await startedSession();
    h.socket.event({ type: 'error', code: 'speech_unavailable', message: 'Speech recognition is unavailable right now.' });
    expect(h.snapshot()).toMatchObject({ state: 'error', error: 'Speech recognition is unavailable right now.' });
    h.microphone.chunk(new ArrayBuffer(3_200));
    expect(h.socket.binaryFrames()).toHaveLength(1);
    h.socket.event({ type: 'speech_started' });
    expect(h.snapshot()).toMatchObject({ state: 'listening', error: null });
  });

  it('closes 5 s after an end request when session_ended never comes', async () => {
    const h = await startedSession();
    h.session.end();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.finished).not.toHaveBeenCalled();
    expect(h.socket.closedByClient).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.finished).toHaveBeenCalledWith({ sessionId: conversationId, reflection: null, drafts: [] });
    expect(h.socket.closedByClient?.code).toBe(1000);
    expect(h.microphone.stopped).toBe(true);
    expect(h.state()).toBe('disconnected');
  });

  it('lets go of the microphone, the speaker and the socket when the overlay unmounts', async () => {
    const h = await startedSession();
    h.session.dispose();
    expect(h.socket.messages().at(-1)).toEqual({ type: 'end_session' });
    expect(h.socket.closedByClient?.code).toBe(1000);
    expect(h.microphone.stopped).toBe(true);
    expect(h.playback.closed).toBe(true);
    expect(h.finished).not.toHaveBeenCalled();
    expect(h.disposed).toHaveBeenCalledWith(conversationId);
  });
});

describe('a voice session that cannot go on (spec 8)', () => {
  it('reconnects once, 500 ms after a refused token, with a fresh token', async () => {
    const h = harness();
    void h.session.start();
    await settle();
    h.socket.serverClose(4401, 'token_expired');
    expect(h.state()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(499);
    expect(h.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.sockets).toHaveLength(2);
    expect(h.tokenCalls).toHaveBeenCalledTimes(2);
    expect(h.socket.url).toContain('token=tok-2');
    h.socket.accept();
    expect(h.state()).toBe('connected');
    expect(h.socket.messages()[0]).toMatchObject({ type: 'start_session', session_id: conversationId });
    expect(h.snapshot().error).toBeNull();
  });

  it('gives up after the second refused token: auth_failed, with the spec’s words', async () => {
    const h = harness();
    void h.session.start();
    await settle();
    h.socket.serverClose(4401, 'token_invalid');
    await vi.advanceTimersByTimeAsync(500);
    h.socket.serverClose(4401, 'token_invalid');
    expect(h.snapshot()).toMatchObject({ state: 'auth_failed', error: 'Voice Mode authentication expired. Please refresh and try again.', closed: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.sockets).toHaveLength(2);
    expect(h.microphone.stopped).toBe(true);
  });

  it.each([401, 403])('says it could not authenticate when the token call answers %i', async (status) => {
    const h = harness({ tokens: [new ApiError(status, 'Not signed in')] });
    await h.session.start();
    expect(h.snapshot()).toMatchObject({ state: 'auth_failed', error: 'Voice Mode could not authenticate. Please log in again.' });
    expect(h.sockets).toHaveLength(0);
    expect(h.microphone.stopped).toBe(true);
  });

  it('passes on the server’s words for another refusal, and says connection error when there is no answer', async () => {
    const limited = harness({ tokens: [new ApiError(429, 'Too many voice sessions. Try again in a minute.')] });
    await limited.session.start();
    expect(limited.snapshot()).toMatchObject({ state: 'error', error: 'Too many voice sessions. Try again in a minute.' });
    const offline = harness({ tokens: [new ApiError(0, 'Network error — check your connection', 'network')] });
    await offline.session.start();
    expect(offline.snapshot()).toMatchObject({ state: 'error', error: 'Connection error. Please try again.' });
  });

  it('says it could not authenticate when the stream is forbidden (4403)', async () => {
    const h = harness();
    void h.session.start();
    await settle();
    h.socket.serverClose(4403, 'forbidden');
    expect(h.snapshot()).toMatchObject({ state: 'auth_failed', error: voiceTexts.couldNotAuthenticate });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.sockets).toHaveLength(1);
  });

  it('keeps the server’s own words when it explained the close first', async () => {
    const h = await startedSession();
    h.socket.event({ type: 'error', code: 'not_found', message: 'This conversation does not exist any more. Start a new one.' });
    h.socket.serverClose(4403, 'conversation_not_found');
    expect(h.snapshot()).toMatchObject({ state: 'error', error: 'This conversation does not exist any more. Start a new one.' });
  });

  it.each([1000, 1001, 1011, 4001])('says the connection closed on any other close (%i)', async (code) => {
    const h = await startedSession();
    h.socket.serverClose(code);
    expect(h.snapshot()).toMatchObject({ state: 'error', error: 'Voice connection closed. Please try again.', closed: true });
    expect(h.microphone.stopped).toBe(true);
  });

  it('says there was a connection error when the socket fails', async () => {
    const h = await startedSession();
    h.socket.fail();
    expect(h.snapshot()).toMatchObject({ state: 'error', error: 'Connection error. Please try again.' });
  });

  it('asks for the microphone before anything else, and says so when it is refused', async () => {
    const h = harness({ microphone: new MicrophoneError('denied') });
    await h.session.start();
    expect(h.snapshot()).toMatchObject({ state: 'error', error: 'Microphone access is required for Voice Mode. Please enable it in your browser settings.' });
    expect(h.tokenCalls).not.toHaveBeenCalled();
    expect(h.playback.closed).toBe(true);
  });

  it('closes at once when End is pressed after a failure', async () => {
    const h = await startedSession();
    h.socket.serverClose(1011);
    h.session.end();
    expect(h.finished).toHaveBeenCalledWith({ sessionId: conversationId, reflection: null, drafts: [] });
  });
});
