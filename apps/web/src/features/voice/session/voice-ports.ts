/**
 * What the voice session needs from the browser, as small ports: the real ones live in
 * audio/ and api/, the unit tests hand in stand-ins (there is no microphone or speaker in node).
 */

/** The microphone, already delivering 100 ms PCM chunks. */
export interface MicrophoneCapture {
  /** Stops the tracks and closes the audio context (the browser's recording light goes off). */
  stop(): void;
}

export class MicrophoneError extends Error {
  constructor(readonly kind: 'denied' | 'missing') {
    super(kind === 'denied' ? 'microphone permission denied' : 'no microphone');
  }
}

/** The assistant's spoken sentences, played one after another. */
export interface AudioPlayback {
  /** One complete audio file (WAV), decoded and queued behind the ones before it. */
  enqueue(file: ArrayBuffer): void;
  /** Barge-in: silence at once and forget what was queued. */
  stop(): void;
  /** Resumes an audio context the browser held back until a gesture. */
  resume(): void;
  close(): void;
}

/** The part of the browser's WebSocket the session uses (a real WebSocket fits it). */
export interface VoiceSocket {
  binaryType: BinaryType;
  readonly readyState: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

export interface VoiceSessionPorts {
  /** POST /api/voice/auth-token; rejects with an ApiError. */
  fetchToken(): Promise<string>;
  /** The stream's address for a token. */
  streamUrl(token: string): string;
  createSocket(url: string, protocol: string): VoiceSocket;
  /** Rejects with a MicrophoneError when the clinician refuses or there is no microphone. */
  openMicrophone(onChunk: (chunk: ArrayBuffer) => void): Promise<MicrophoneCapture>;
  createPlayback(onDrained: () => void): AudioPlayback;
}
