/** Spec 4: the voice overlay's states, in the spec's words. */
export const voiceStates = [
  'idle',
  'connecting',
  'connected',
  'reconnecting',
  'listening',
  'processing',
  'speaking',
  'paused',
  'error',
  'disconnected',
  'auth_failed',
] as const;
export type VoiceState = (typeof voiceStates)[number];

/** What the state chip says (its test id carries the state's own name). */
export const voiceStateLabels: Record<VoiceState, string> = {
  idle: 'Ready',
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  listening: 'Listening',
  processing: 'Thinking…',
  speaking: 'Speaking',
  paused: 'Paused',
  error: 'Error',
  disconnected: 'Ended',
  auth_failed: 'Sign-in needed',
};

/** Spec 8: the texts the clinician sees, verbatim. */
export const voiceTexts = {
  microphoneDenied: 'Microphone access is required for Voice Mode. Please enable it in your browser settings.',
  authExpired: 'Voice Mode authentication expired. Please refresh and try again.',
  couldNotAuthenticate: 'Voice Mode could not authenticate. Please log in again.',
  closed: 'Voice connection closed. Please try again.',
  connectionError: 'Connection error. Please try again.',
  /** Not in the spec: a computer with no microphone at all. */
  noMicrophone: 'No microphone was found. Connect one and try again.',
  /** Not in the spec: a browser (or a page not on https) without audio capture or Web Audio. */
  unsupported: 'This browser cannot record or play audio for Voice Mode. Try a current Chrome, Edge, Firefox or Safari.',
} as const;

/** Spec 9: the overlay closes 300 ms after session_ended, or 5 s after an end request without it. */
export const voiceTimings = { closeAfterEndedMs: 300, closeAfterEndRequestMs: 5_000, reconnectDelayMs: 500 } as const;
