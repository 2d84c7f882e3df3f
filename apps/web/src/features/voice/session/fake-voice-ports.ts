import type { VoiceServerEvent } from '@tend/contracts/voice.contract';
import type { AudioPlayback, VoiceSocket } from './voice-ports';

/** Stand-ins for the browser's socket and speaker in unit and component tests (node has neither). */

type Listener = (event?: unknown) => void;

/** The browser's WebSocket as the session sees it, with the server's side driven by the test. */
export class FakeSocket implements VoiceSocket {
  readyState = 0;
  binaryType: BinaryType = 'blob';
  readonly sent: (string | ArrayBuffer)[] = [];
  closedByClient: { code?: number; reason?: string } | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}

  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as Listener]);
  }

  send(data: string | ArrayBuffer) {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string) {
    this.closedByClient = { code, reason };
    this.readyState = 3;
  }

  /** The JSON frames the browser sent. */
  messages(): { type: string; [key: string]: unknown }[] {
    return this.sent
      .filter((frame): frame is string => typeof frame === 'string')
      .map((frame) => JSON.parse(frame) as { type: string; [key: string]: unknown });
  }

  binaryFrames(): ArrayBuffer[] {
    return this.sent.filter((frame): frame is ArrayBuffer => frame instanceof ArrayBuffer);
  }

  accept() {
    this.readyState = 1;
    this.emit('open');
  }

  event(event: VoiceServerEvent) {
    this.emit('message', { data: JSON.stringify(event) });
  }

  audio(bytes = 44) {
    this.emit('message', { data: new ArrayBuffer(bytes) });
  }

  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.emit('close', { code, reason });
  }

  /** A broken connection: the browser reports an error, then an abnormal close. */
  fail() {
    this.readyState = 3;
    this.emit('error');
    this.emit('close', { code: 1006, reason: '' });
  }

  private emit(type: string, event?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

export class FakePlayback implements AudioPlayback {
  readonly queued: ArrayBuffer[] = [];
  stops = 0;
  closed = false;
  constructor(private readonly onDrained: () => void) {}
  enqueue(file: ArrayBuffer) {
    this.queued.push(file);
  }
  stop() {
    this.stops++;
    this.queued.length = 0;
  }
  resume() {}
  close() {
    this.closed = true;
  }
  /** The last queued sentence finished playing. */
  drain() {
    this.queued.length = 0;
    this.onDrained();
  }
}
