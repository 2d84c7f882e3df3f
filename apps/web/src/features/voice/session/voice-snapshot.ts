import type { VoiceState } from './voice-states';

/** One line of the live captions. */
export interface VoiceCaption {
  id: number;
  speaker: 'user' | 'assistant';
  text: string;
  /** The note an assistant turn drafted. */
  noteId: string | null;
}

/** What the overlay shows of a voice session, replaced whole on every change. */
export interface VoiceSnapshot {
  state: VoiceState;
  /** session_started came: the spoken turns join `sessionId`. */
  active: boolean;
  sessionId: string | null;
  /** The last few lines, oldest first. */
  captions: VoiceCaption[];
  /** What went wrong, in the spec's words, while state is error or auth_failed. */
  error: string | null;
  reflection: string | null;
  /** Microphone loudness 0…1 while it is being sent. */
  level: number;
  /** End was asked for; waiting for session_ended. */
  ending: boolean;
  /** Nothing more will happen (failed or finished): the overlay offers Close. */
  closed: boolean;
}

export const idleVoiceSnapshot: VoiceSnapshot = {
  state: 'idle',
  active: false,
  sessionId: null,
  captions: [],
  error: null,
  reflection: null,
  level: 0,
  ending: false,
  closed: false,
};
