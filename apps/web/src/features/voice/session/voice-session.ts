import type { AiContext, NotePrefs } from '@tend/contracts/assistant.contract';
import { voiceCloseCodes, voiceServerEventSchema, voiceSubProtocol, type VoiceClientMessage, type VoiceServerEvent } from '@tend/contracts/voice.contract';
import { isApiError } from '@/lib/api-error';
import { pcm16Level } from '../audio/pcm16';
import { MicrophoneError, type AudioPlayback, type MicrophoneCapture, type VoiceSessionPorts, type VoiceSocket } from './voice-ports';
import { idleVoiceSnapshot, type VoiceCaption, type VoiceSnapshot } from './voice-snapshot';
import { voiceTexts, voiceTimings, type VoiceState } from './voice-states';

/** A note the assistant drafted during the session, for the panel to show under its reply. */
export type VoiceDraft = NonNullable<Extract<VoiceServerEvent, { type: 'transcript' }>['draft']>;

export interface VoiceSessionResult {
  /** The conversation the spoken turns were saved to (null when the session never started). */
  sessionId: string | null;
  reflection: string | null;
  drafts: VoiceDraft[];
}

export interface VoiceSessionOptions {
  /** The conversation to join; the server opens a new one when absent. */
  sessionId?: string;
  notePrefs?: NotePrefs;
  aiContext?: AiContext;
  /** The overlay should close now (300 ms after session_ended, 5 s after an unanswered end, or at once). */
  onFinished?: (result: VoiceSessionResult) => void;
  /** The session was let go (the overlay unmounted): whatever was said is stored by now. */
  onDisposed?: (sessionId: string | null) => void;
}

const captionLimit = 6;
const openState = 1;
/** Audio heard while the session is still opening: 15 s of 16 kHz 16-bit mono at most. */
const heldAudioLimitBytes = 15 * 16_000 * 2;

/**
 * One voice session (spec 4, 7, 8): microphone → token → socket → start_session, then the
 * server's events drive the state; spoken replies play one after another and stop when the
 * clinician starts talking. A token refused on connect (4401) is retried once with a fresh
 * token. Everything it opened (microphone, audio contexts, socket) is released when it ends.
 */
export class VoiceSession {
  private snapshot: VoiceSnapshot = idleVoiceSnapshot;
  private readonly listeners = new Set<() => void>();
  private socket: VoiceSocket | null = null;
  private microphone: MicrophoneCapture | null = null;
  private playback: AudioPlayback | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private started = false;
  private disposed = false;
  /** Nothing more will happen: failed, finished or disposed. */
  private over = false;
  private reconnected = false;
  private readonly drafts: VoiceDraft[] = [];
  private ended = false;
  /** The server's last error event, when nothing came after it: a close that follows keeps its words. */
  private lastServerError: string | null = null;
  private nextCaptionId = 1;
  /** What the microphone heard before the server opened the session, sent once it has. */
  private heldAudio: ArrayBuffer[] = [];
  private heldAudioBytes = 0;

  constructor(
    private readonly ports: VoiceSessionPorts,
    private readonly options: VoiceSessionOptions = {},
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): VoiceSnapshot => this.snapshot;

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.update({ state: 'connecting' });
    try {
      // Made now, inside the click that opened voice mode, so the browser lets it play later.
      this.playback = this.ports.createPlayback(() => this.onPlaybackDrained());
    } catch {
      return this.fail('error', voiceTexts.unsupported);
    }
    try {
      const microphone = await this.ports.openMicrophone((chunk) => this.onMicrophoneChunk(chunk));
      if (this.over) return microphone.stop();
      this.microphone = microphone;
    } catch (error) {
      if (!(error instanceof MicrophoneError)) return this.fail('error', voiceTexts.unsupported);
      return this.fail('error', error.kind === 'missing' ? voiceTexts.noMicrophone : voiceTexts.microphoneDenied);
    }
    await this.connect();
  }

  pause(): void {
    if (!this.mayListen()) return;
    this.update({ state: 'paused', level: 0 });
  }

  resume(): void {
    if (this.snapshot.state !== 'paused') return;
    this.playback?.resume();
    this.update({ state: 'listening' });
  }

  togglePause(): void {
    if (this.snapshot.state === 'paused') this.resume();
    else this.pause();
  }

  /** Asks the server to end; the overlay closes 300 ms after session_ended or 5 s from now. */
  end(): void {
    // After a failure the overlay stays open on the error until the clinician closes it.
    if (this.over) return this.options.onFinished?.(this.result());
    if (this.snapshot.ending) return;
    if (!this.socket || this.socket.readyState !== openState) return this.finish();
    this.send({ type: 'end_session' });
    this.playback?.stop();
    this.update({ ending: true, level: 0 });
    this.after(voiceTimings.closeAfterEndRequestMs, () => this.finish());
  }

  /** The overlay went away: stop everything; only onDisposed is told. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (!this.over) {
      if (this.socket?.readyState === openState && !this.snapshot.ending && !this.ended) this.send({ type: 'end_session' });
      this.over = true;
      this.release();
    }
    this.options.onDisposed?.(this.snapshot.sessionId);
  }

  private async connect(): Promise<void> {
    let token: string;
    try {
      token = await this.ports.fetchToken();
    } catch (error) {
      if (this.over) return;
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return this.fail('auth_failed', voiceTexts.couldNotAuthenticate);
      // Any other answer says why in its own words (too many sessions, say); no answer is a connection error.
      return this.fail('error', isApiError(error) && error.status > 0 ? error.message : voiceTexts.connectionError);
    }
    if (this.over) return;
    const socket = this.ports.createSocket(this.ports.streamUrl(token), voiceSubProtocol);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    const current = () => this.socket === socket && !this.over;
    socket.addEventListener('open', () => {
      if (!current()) return;
      this.update({ state: 'connected' });
      this.send({
        type: 'start_session',
        session_id: this.snapshot.sessionId ?? this.options.sessionId,
        note_prefs: this.options.notePrefs,
        ai_context: this.options.aiContext,
      });
    });
    socket.addEventListener('message', ({ data }) => {
      if (!current()) return;
      if (data instanceof ArrayBuffer) this.onAudio(data);
      else if (typeof data === 'string') this.onText(data);
    });
    socket.addEventListener('error', () => {
      if (current()) this.fail('error', voiceTexts.connectionError);
    });
    socket.addEventListener('close', ({ code }) => {
      if (current()) this.onClose(code);
    });
  }

  private onText(text: string): void {
    let event: VoiceServerEvent;
    try {
      const parsed = voiceServerEventSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    this.lastServerError = event.type === 'error' ? event.message : null;
    switch (event.type) {
      case 'session_started':
        this.update({ active: true, sessionId: event.session_id, captions: this.withCaption('assistant', event.greeting, null) });
        this.sendHeldAudio();
        return this.moveTo('listening');
      case 'speech_started':
        // Barge-in: the clinician talks over the reply, so it stops at once.
        this.playback?.stop();
        return this.moveTo('listening');
      case 'transcript':
        if (event.draft) this.drafts.push(event.draft);
        this.update({ captions: this.withCaption(event.speaker, event.text, event.note_id ?? null) });
        if (event.speaker === 'user') return this.moveTo('processing');
        return this.moveTo(event.next_action === 'speak' ? 'speaking' : 'listening');
      case 'session_ended':
        this.ended = true;
        this.update({ reflection: event.final_reflection, state: 'disconnected', ending: false, level: 0 });
        this.stopMedia();
        this.clearTimers();
        this.after(voiceTimings.closeAfterEndedMs, () => this.finish());
        return;
      case 'error':
        this.update({ state: 'error', error: event.message });
    }
  }

  private onAudio(file: ArrayBuffer): void {
    if (this.ended || this.snapshot.ending) return;
    this.playback?.enqueue(file);
    this.moveTo('speaking');
  }

  private onPlaybackDrained(): void {
    if (!this.over && this.snapshot.state === 'speaking') this.moveTo('listening');
  }

  private onClose(code: number): void {
    this.socket = null;
    if (this.ended || this.snapshot.ending) {
      // The server closes right after session_ended; without it there is nothing left to wait for.
      if (!this.ended) this.finish();
      return;
    }
    if (code === voiceCloseCodes.tokenRefused && !this.reconnected) {
      this.reconnected = true;
      this.update({ state: 'reconnecting', error: null });
      this.after(voiceTimings.reconnectDelayMs, () => void this.connect());
      return;
    }
    if (code === voiceCloseCodes.tokenRefused) return this.fail('auth_failed', voiceTexts.authExpired);
    if (this.lastServerError) return this.fail('error', this.lastServerError);
    if (code === voiceCloseCodes.forbidden) return this.fail('auth_failed', voiceTexts.couldNotAuthenticate);
    this.fail('error', voiceTexts.closed);
  }

  /** Under way and not paused: after a spoken-turn error too, since the clinician may simply say it again. */
  private mayListen(): boolean {
    return (
      !this.over && !this.ended && !this.snapshot.ending && this.snapshot.active && this.snapshot.state !== 'paused' && this.snapshot.state !== 'reconnecting'
    );
  }

  private onMicrophoneChunk(chunk: ArrayBuffer): void {
    if (this.isOpening()) this.holdAudio(chunk);
    else if (!this.mayListen()) return;
    // Sent while speaking and thinking too: the server hears the clinician talk over the reply (barge-in).
    else if (this.socket?.readyState === openState) this.socket.send(chunk);
    const level = pcm16Level(chunk);
    if (Math.abs(level - this.snapshot.level) >= 0.01) this.update({ level });
  }

  /** Connecting (or reconnecting before the first start): a clinician who starts talking at once is not cut off. */
  private isOpening(): boolean {
    return !this.over && !this.snapshot.active && !this.snapshot.ending;
  }

  private holdAudio(chunk: ArrayBuffer): void {
    this.heldAudio.push(chunk);
    this.heldAudioBytes += chunk.byteLength;
    // Longer than that and the connection has failed; keep the newest words.
    while (this.heldAudioBytes > heldAudioLimitBytes) this.heldAudioBytes -= this.heldAudio.shift()!.byteLength;
  }

  private sendHeldAudio(): void {
    const held = this.heldAudio;
    this.heldAudio = [];
    this.heldAudioBytes = 0;
    if (this.socket?.readyState === openState) for (const chunk of held) this.socket.send(chunk);
  }

  /** A state from the conversation; pause holds until the clinician resumes. */
  private moveTo(state: VoiceState): void {
    if (this.snapshot.state === 'paused' || this.snapshot.ending) return;
    this.update({ state, error: null });
  }

  private fail(state: 'error' | 'auth_failed', error: string): void {
    if (this.over) return;
    this.over = true;
    this.update({ state, error, level: 0, ending: false, closed: true });
    this.release();
  }

  private result(): VoiceSessionResult {
    return { sessionId: this.snapshot.sessionId, reflection: this.snapshot.reflection, drafts: [...this.drafts] };
  }

  private finish(): void {
    if (this.over) return;
    this.over = true;
    this.update({ state: 'disconnected', level: 0, ending: false, closed: true });
    this.release();
    if (!this.disposed) this.options.onFinished?.(this.result());
  }

  private release(): void {
    this.clearTimers();
    this.stopMedia();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= openState) socket.close(voiceCloseCodes.normal, 'client closed');
  }

  private stopMedia(): void {
    this.heldAudio = [];
    this.heldAudioBytes = 0;
    this.microphone?.stop();
    this.microphone = null;
    this.playback?.close();
    this.playback = null;
  }

  private send(message: VoiceClientMessage): void {
    if (this.socket?.readyState === openState) this.socket.send(JSON.stringify(message));
  }

  private withCaption(speaker: VoiceCaption['speaker'], text: string, noteId: string | null): VoiceCaption[] {
    return [...this.snapshot.captions, { id: this.nextCaptionId++, speaker, text, noteId }].slice(-captionLimit);
  }

  private after(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private update(change: Partial<VoiceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
