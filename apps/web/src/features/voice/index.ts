/** The voice feature's public entry: what other features may use. */
import { voiceKeys } from './api/keys';
export { VoiceOverlay, type VoiceOverlayProps, type VoiceSessionResult } from './components/voice-overlay';
export type { VoiceDraft } from './session/voice-session';
export { useVoiceStatus } from './api/get-voice-status';
/** Other features invalidate it when they change whether voice mode is on. */
export const voiceStatusQueryKey = voiceKeys.status();
