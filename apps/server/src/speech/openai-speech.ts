import { createOpenAI } from '@ai-sdk/openai';
import { experimental_generateSpeech as generateSpeech, NoTranscriptGeneratedError, experimental_transcribe as transcribe } from 'ai';
import { pcmToWav, SpeechUnavailableError, type SpeechProvider } from './speech-provider';
import { readWavInfo } from './wav';

export interface OpenAiSpeechOptions {
  /** Up to and including /v1, e.g. http://127.0.0.1:8000/v1. */
  baseUrl: string;
  apiKey?: string;
  transcribeModel: string;
  voiceModel: string;
  voice: string;
  timeoutMs: number;
}

/**
 * An OpenAI-compatible speech server (speaches, LocalAI, whisper.cpp's server, OpenAI itself):
 * POST /audio/transcriptions with a WAV, POST /audio/speech asking for WAV back. No retries —
 * a voice turn would rather fail fast and say so than keep the clinician waiting.
 */
export class OpenAiCompatibleSpeech implements SpeechProvider {
  readonly kind = 'openai-compatible' as const;
  private readonly provider: ReturnType<typeof createOpenAI>;

  constructor(private readonly options: OpenAiSpeechOptions) {
    // A local server needs no key, but the SDK would otherwise fall back to OPENAI_API_KEY and send it there.
    this.provider = createOpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey ?? 'not-needed' });
  }

  async transcribe(pcm: Buffer, signal: AbortSignal): Promise<string> {
    if (pcm.length < 2) return '';
    return this.call(signal, async (abortSignal) => {
      try {
        const result = await transcribe({
          model: this.provider.transcription(this.options.transcribeModel),
          audio: pcmToWav(pcm),
          maxRetries: 0,
          abortSignal,
        });
        return result.text.trim();
      } catch (error) {
        // The server answered, with no words: silence or noise, not an outage.
        if (NoTranscriptGeneratedError.isInstance(error)) return '';
        throw error;
      }
    });
  }

  async synthesize(text: string, signal: AbortSignal): Promise<Buffer> {
    return this.call(signal, async (abortSignal) => {
      const { audio } = await generateSpeech({
        model: this.provider.speech(this.options.voiceModel),
        text,
        voice: this.options.voice,
        outputFormat: 'wav',
        maxRetries: 0,
        abortSignal,
      });
      const wav = Buffer.from(audio.uint8Array);
      if (!readWavInfo(wav)) throw new SpeechUnavailableError('the speech server did not answer with a WAV file');
      return wav;
    });
  }

  async probe(): Promise<{ ok: boolean; detail: string }> {
    // Any HTTP answer means the server is up (whisper.cpp's has no /models); nothing of a client is sent.
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/models`;
    try {
      const res = await fetch(url, {
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
        signal: AbortSignal.timeout(Math.min(this.options.timeoutMs, 5_000)),
      });
      await res.body?.cancel();
      return { ok: true, detail: `${new URL(url).host} answered HTTP ${res.status}` };
    } catch (error) {
      return { ok: false, detail: `${new URL(url).host} unreachable: ${reason(error)}` };
    }
  }

  /** Runs one request under SPEECH_TIMEOUT_MS; every failure but the caller's own abort becomes SpeechUnavailableError. */
  private async call<T>(signal: AbortSignal, request: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    try {
      return await request(AbortSignal.any([signal, deadline]));
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      if (error instanceof SpeechUnavailableError) throw error;
      if (deadline.aborted) throw new SpeechUnavailableError(`the speech server took longer than ${this.options.timeoutMs} ms`);
      throw new SpeechUnavailableError(`the speech server failed: ${reason(error)}`);
    }
  }
}

/** A short cause without PHI: a status code or a system error code (ECONNREFUSED), never a body. */
function reason(error: unknown): string {
  for (let e = error as { statusCode?: unknown; code?: unknown; cause?: unknown; errors?: unknown[] } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.statusCode === 'number') return `HTTP ${e.statusCode}`;
    if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
    e = (e.cause ?? e.errors?.[0]) as typeof e;
  }
  return (error as Error | undefined)?.name ?? 'unknown error';
}
