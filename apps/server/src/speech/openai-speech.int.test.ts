import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSpeechTestServer, type SpeechTestServer } from '../../test/speech-test-server';
import { OpenAiCompatibleSpeech, type OpenAiSpeechOptions } from './openai-speech';
import { SpeechUnavailableError } from './speech-provider';
import { readWavInfo } from './wav';

// A real HTTP speech server on 127.0.0.1 (apps/server/test/speech-test-server.ts).
let server: SpeechTestServer;
let slow: SpeechTestServer;
const never = () => new AbortController().signal;
const provider = (base: string, options: Partial<OpenAiSpeechOptions> = {}) =>
  new OpenAiCompatibleSpeech({ baseUrl: `${base}/v1`, transcribeModel: 'test-stt', voiceModel: 'test-tts', voice: 'nova', timeoutMs: 3_000, ...options });
/** One second of a 300 Hz tone as 16 kHz s16le, what the voice stream hands over. */
const pcm = Buffer.alloc(32_000);
for (let i = 0; i < 16_000; i++) pcm.writeInt16LE(Math.round(8_000 * Math.sin((2 * Math.PI * 300 * i) / 16_000)), i * 2);

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  server = await startSpeechTestServer();
  slow = await startSpeechTestServer({ transcribeDelayMs: 5_000, speechDelayMs: 5_000 });
});
afterAll(async () => {
  await server.close();
  await slow.close();
});
beforeEach(async () => {
  await fetch(`${server.url}/_reset`, { method: 'POST' });
});

describe('openai-compatible speech', () => {
  it('uploads the utterance as a WAV with the model name and returns the server’s text', async () => {
    server.script(['Client reported sleeping four hours a night.']);
    expect(await provider(server.url).transcribe(pcm, never())).toBe('Client reported sleeping four hours a night.');
    expect(server.requests()).toEqual([
      {
        endpoint: 'transcriptions',
        model: 'test-stt',
        bytes: 44 + pcm.length,
        wav: { sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataBytes: pcm.length },
        authorization: 'Bearer not-needed',
      },
    ]);
  });

  it('takes transcripts pushed later over HTTP, and hears nothing once the script is empty', async () => {
    const res = await fetch(`${server.url}/_script`, { method: 'POST', body: JSON.stringify({ transcripts: ['write a SOAP note'] }) });
    expect(res.status).toBe(200);
    const speech = provider(server.url, { apiKey: 'sk-speech' });
    expect(await speech.transcribe(pcm, never())).toBe('write a SOAP note');
    expect(await speech.transcribe(pcm, never())).toBe('');
    const seen = (await (await fetch(`${server.url}/_requests`)).json()) as { endpoint: string; authorization: string }[];
    expect(seen.map((r) => [r.endpoint, r.authorization])).toEqual([
      ['transcriptions', 'Bearer sk-speech'],
      ['transcriptions', 'Bearer sk-speech'],
    ]);
  });

  it('asks for WAV speech in the configured model and voice, and returns the WAV', async () => {
    const wav = await provider(server.url).synthesize('We will meet again next Tuesday.', never());
    const info = readWavInfo(wav);
    expect(info).toMatchObject({ channels: 1, bitsPerSample: 16 });
    expect(info!.dataBytes).toBeGreaterThan(0);
    expect(server.requests()).toEqual([
      expect.objectContaining({ endpoint: 'speech', model: 'test-tts', voice: 'nova', format: 'wav', text: 'We will meet again next Tuesday.' }),
    ]);
  });

  it('reports the server reachable, sending nothing of a client', async () => {
    expect(await provider(server.url).probe()).toEqual({ ok: true, detail: expect.stringMatching(/answered HTTP 200/) as string });
    expect(server.requests()).toEqual([]);
  });

  it('fails with SpeechUnavailableError, not a hang, when the server is down', async () => {
    const down = provider(`http://127.0.0.1:${await closedPort()}`);
    const started = Date.now();
    await expect(down.transcribe(pcm, never())).rejects.toThrow(SpeechUnavailableError);
    await expect(down.synthesize('Hello.', never())).rejects.toThrow(SpeechUnavailableError);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await down.probe()).toMatchObject({ ok: false, detail: expect.stringMatching(/unreachable: ECONNREFUSED/) as string });
  });

  it('gives up after SPEECH_TIMEOUT_MS when the server is too slow', async () => {
    const hasty = provider(slow.url, { timeoutMs: 400 });
    const started = Date.now();
    await expect(hasty.transcribe(pcm, never())).rejects.toThrow(new SpeechUnavailableError('the speech server took longer than 400 ms'));
    await expect(hasty.synthesize('Hello.', never())).rejects.toThrow(SpeechUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rejects with the caller’s own reason when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = provider(slow.url).transcribe(pcm, controller.signal);
    setTimeout(() => controller.abort(new Error('session ended')), 100);
    await expect(pending).rejects.toThrow('session ended');
  });

  it('turns an error answer into SpeechUnavailableError naming only the status', async () => {
    // The test server has no such model route: /v1/bogus/audio/transcriptions answers 404.
    const wrong = new OpenAiCompatibleSpeech({ baseUrl: `${server.url}/v1/bogus`, transcribeModel: 'm', voiceModel: 'm', voice: 'v', timeoutMs: 3_000 });
    await expect(wrong.transcribe(pcm, never())).rejects.toThrow(new SpeechUnavailableError('the speech server failed: HTTP 404'));
  });
});
