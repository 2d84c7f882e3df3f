import type { Env } from '../env';
import { BuiltinSpeech } from './builtin-speech';

/**
 * Speech in and out for voice mode. Two adapters: the builtin one runs Debian's pocketsphinx and
 * espeak-ng on this machine (nothing leaves it); the other talks to an OpenAI-compatible speech
 * server (speaches, LocalAI, whisper.cpp, OpenAI) that the practice chose.
 */
export interface SpeechProvider {
  readonly kind: 'builtin' | 'openai-compatible';
  /** pcm: signed 16-bit little-endian, 16 kHz, mono. Returns the recognised text ('' for none). */
  transcribe(pcm: Buffer, signal: AbortSignal): Promise<string>;
  /** One complete WAV file speaking the text. */
  synthesize(text: string, signal: AbortSignal): Promise<Buffer>;
  /** For the dev console: can it be reached / run (no PHI). */
  probe(): Promise<{ ok: boolean; detail: string }>;
}

/**
 * The provider could not do its work: server down, child process missing or failed, time limit.
 * A caller's own abort rejects with the signal's reason instead. Messages carry no PHI.
 */
export class SpeechUnavailableError extends Error {
  override name = 'SpeechUnavailableError';
}

export type SpeechEnv = Pick<
  Env,
  'SPEECH_PROVIDER' | 'SPEECH_BASE_URL' | 'SPEECH_API_KEY' | 'SPEECH_TRANSCRIBE_MODEL' | 'SPEECH_VOICE_MODEL' | 'SPEECH_VOICE' | 'SPEECH_TIMEOUT_MS'
>;

export async function createSpeechProvider(env: SpeechEnv): Promise<SpeechProvider> {
  if (env.SPEECH_PROVIDER === 'openai-compatible') {
    // Loaded only when configured, like the assistant's model providers (the AI SDK is ~20 MB resident).
    const { OpenAiCompatibleSpeech } = await import('./openai-speech');
    // env.ts refuses to boot without SPEECH_BASE_URL for this provider.
    return new OpenAiCompatibleSpeech({
      baseUrl: env.SPEECH_BASE_URL!,
      apiKey: env.SPEECH_API_KEY,
      transcribeModel: env.SPEECH_TRANSCRIBE_MODEL,
      voiceModel: env.SPEECH_VOICE_MODEL,
      voice: env.SPEECH_VOICE,
      timeoutMs: env.SPEECH_TIMEOUT_MS,
    });
  }
  return new BuiltinSpeech({ timeoutMs: env.SPEECH_TIMEOUT_MS });
}

/** A canonical 44-byte-header WAV around s16le mono PCM. */
export function pcmToWav(pcm: Buffer, sampleRate = 16_000): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
