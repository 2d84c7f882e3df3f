/** The voice feature's public entry: what other features may use. */
export { VoiceOverlay, type VoiceOverlayProps, type VoiceSessionResult } from './components/voice-overlay';
export type { VoiceDraft } from './session/voice-session';
export { useVoiceStatus } from './api/get-voice-status';
