import { getVoiceToken } from '../api/get-voice-token';
import { openMicrophone } from '../audio/microphone';
import { createAudioPlayback } from '../audio/playback';
import { voiceStreamUrl } from './stream-url';
import type { VoiceSessionPorts } from './voice-ports';

/** The real browser behind a voice session. */
export const browserVoicePorts: VoiceSessionPorts = {
  fetchToken: getVoiceToken,
  streamUrl: (token) => voiceStreamUrl(token, location.href, (import.meta.env.VITE_API_URL as string | undefined) ?? ''),
  createSocket: (url, protocol) => new WebSocket(url, protocol),
  openMicrophone,
  createPlayback: createAudioPlayback,
};
