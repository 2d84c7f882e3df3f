import { voiceAuthTokenResponseSchema } from '@tend/contracts/voice.contract';
import { api } from '@/lib/api';

/** POST /api/voice/auth-token: a single-use token that opens the stream once. */
export async function getVoiceToken(): Promise<string> {
  return voiceAuthTokenResponseSchema.parse(await api.post<unknown>('/voice/auth-token')).token;
}
