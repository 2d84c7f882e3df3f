import { z } from 'zod';
import { aiContextSchema, notePrefsSchema } from './assistant.contract';
import { documentTypes } from './notes.contract';

/**
 * Voice mode (spec 4, 7, 8, 9): a short-lived token from POST /api/voice/auth-token opens the
 * WebSocket /api/voice-mode/stream?token=… with sub-protocol voice-v1. The browser sends JSON
 * text frames (start_session, end_session) and binary frames of 16 kHz mono PCM (signed 16-bit
 * little-endian, 100 ms = 3,200 bytes). The server sends JSON events and binary audio (one
 * complete WAV file per spoken sentence).
 */
export const voiceSubProtocol = 'voice-v1';
export const voiceStreamPath = '/api/voice-mode/stream';
export const voiceSampleRate = 16_000;
/** 100 ms of 16 kHz 16-bit mono. */
export const voiceChunkBytes = 3_200;
/** A frame larger than this (one second) is refused: the socket closes with closeCodes.frameTooLarge. */
export const voiceMaxFrameBytes = 32_000;

export const voiceAuthTokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds the token may still be used to open the stream (once). */
  expires_in: z.number().int().positive(),
});
export type VoiceAuthTokenResponse = z.infer<typeof voiceAuthTokenResponseSchema>;

/** GET /api/voice/status: whether voice mode may be used here, and how good recognition is. */
export const voiceStatusResponseSchema = z.object({
  enabled: z.boolean(),
  /** Why it is off, in words for the clinician (null when enabled). */
  reason: z.string().nullable(),
  recognizer: z.object({
    provider: z.enum(['builtin', 'openai-compatible']),
    /** A warning to show beside the controls, e.g. that offline recognition is demo-grade. */
    quality_note: z.string().nullable(),
  }),
  /**
   * Whether the speech engine can work on this server (its programs installed, its server answering):
   * a practice may have voice mode on while the machine cannot do it, and the switch must say so.
   */
  speech: z.object({ ready: z.boolean(), detail: z.string().nullable() }),
});
export type VoiceStatusResponse = z.infer<typeof voiceStatusResponseSchema>;

/** Browser → server text frames. */
export const voiceClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start_session'),
    /** The conversation the spoken turns join; a new one is opened when absent. */
    session_id: z.uuid().optional(),
    note_prefs: notePrefsSchema.optional(),
    /** The page the clinician is on, as typed turns send it (a client's page means that client). */
    ai_context: aiContextSchema.optional(),
  }),
  z.object({ type: z.literal('end_session') }),
]);
export type VoiceClientMessage = z.infer<typeof voiceClientMessageSchema>;

/** What the browser should do after a transcript event. */
export const voiceNextActions = ['listen', 'process', 'speak', 'end'] as const;

/** Server → browser JSON events. */
export const voiceServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session_started'), session_id: z.uuid(), greeting: z.string() }),
  /** The user began speaking: stop any playback (barge-in). */
  z.object({ type: z.literal('speech_started') }),
  z.object({
    type: z.literal('transcript'),
    /** user: what was heard; assistant: the reply (its audio follows when next_action is speak). */
    speaker: z.enum(['user', 'assistant']),
    text: z.string(),
    next_action: z.enum(voiceNextActions),
    /** Set on an assistant transcript that drafted a note. */
    note_id: z.uuid().nullable().optional(),
    document_type: z.string().nullable().optional(),
    /** The drafted note itself, so the panel can show it under its reply as it does for a typed turn. */
    draft: z
      .object({ message_id: z.uuid(), content: z.string(), document_type: z.enum(documentTypes), patient_display: z.string().nullable() })
      .nullable()
      .optional(),
  }),
  z.object({ type: z.literal('session_ended'), final_reflection: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type VoiceServerEvent = z.infer<typeof voiceServerEventSchema>;

/** WebSocket close codes of the voice stream (4000–4999 are the application's own). */
export const voiceCloseCodes = {
  normal: 1000,
  /** The frame was not PCM of whole samples, or not valid JSON of the protocol. */
  badFrame: 1007,
  frameTooLarge: 1009,
  /** The session behind the token ended (logout, deactivation, password change). */
  sessionEnded: 4001,
  /** Reason is token_missing, token_invalid or token_expired: the browser reconnects once. */
  tokenRefused: 4401,
  /** Signed-in user may not use voice (role, practice setting off, wrong sub-protocol). */
  forbidden: 4403,
} as const;
export const voiceTokenCloseReasons = ['token_missing', 'token_invalid', 'token_expired'] as const;
