/**
 * An OpenAI-compatible speech server on 127.0.0.1 for the server tests, the latency bench and the
 * browser tests: real HTTP, real multipart uploads, real WAV answers. What it "hears" is scripted:
 * each transcription takes the next transcript of the script ('' once it is empty).
 *
 *   POST /v1/audio/transcriptions   multipart (file, model) → { text }
 *   POST /v1/audio/speech           JSON (model, input, voice, response_format) → a WAV tone, longer for longer text
 *   GET  /v1/models                 what a probe sees
 *   POST /_script                   { transcripts: string[] } appended to the script
 *   GET  /_requests                 what it received, so a test can prove where audio and text went
 *   POST /_reset                    empties the script and the request list
 *
 * As a CLI (Playwright's webServer): npx tsx apps/server/test/speech-test-server.ts --port 4010
 *   [--transcribe-delay-ms N] [--speech-delay-ms N] [--transcript "text"]…
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { pcmToWav } from '../src/speech/speech-provider';
import { readWavInfo } from '../src/speech/wav';

export interface SpeechTestRequest {
  endpoint: 'transcriptions' | 'speech';
  model: string;
  /** Size of the uploaded file (transcriptions) or of the JSON body (speech). */
  bytes: number;
  /** transcriptions: the upload's format when it is a WAV, else null. */
  wav?: { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number } | null;
  /** speech: what it was asked to say, in which voice and format. */
  text?: string;
  voice?: string;
  format?: string;
  authorization?: string;
}

export interface SpeechTestServerOptions {
  port?: number;
  transcripts?: string[];
  transcribeDelayMs?: number;
  speechDelayMs?: number;
}

export interface SpeechTestServer {
  /** http://127.0.0.1:PORT — the provider's base URL is `${url}/v1`. */
  url: string;
  /** Appends transcripts that the next transcriptions answer, in order. */
  script(transcripts: string[]): void;
  requests(): SpeechTestRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A soft 220 Hz tone at 24 kHz, 60 ms per character (0.3–10 s), so longer replies play longer. */
export function toneWav(text: string): Buffer {
  const sampleRate = 24_000;
  const seconds = Math.min(10, Math.max(0.3, text.length * 0.06));
  const samples = Math.round(seconds * sampleRate);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 480, (samples - i) / 480);
    pcm.writeInt16LE(Math.round(6_000 * fade * Math.sin((2 * Math.PI * 220 * i) / sampleRate)), i * 2);
  }
  return pcmToWav(pcm, sampleRate);
}

export async function startSpeechTestServer(options: SpeechTestServerOptions = {}): Promise<SpeechTestServer> {
  const pending = [...(options.transcripts ?? [])];
  const received: SpeechTestRequest[] = [];

  const transcribe = async (req: IncomingMessage, res: ServerResponse) => {
    // undici's multipart parser, as a real server would parse the upload.
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: await readBody(req),
    }).formData();
    const file = form.get('file');
    const model = form.get('model');
    if (!(file instanceof Blob) || typeof model !== 'string') return json(res, 400, { error: { message: 'file and model are required' } });
    const audio = Buffer.from(await file.arrayBuffer());
    const wav = readWavInfo(audio);
    received.push({
      endpoint: 'transcriptions',
      model,
      bytes: audio.length,
      wav: wav && { sampleRate: wav.sampleRate, channels: wav.channels, bitsPerSample: wav.bitsPerSample, dataBytes: wav.dataBytes },
      authorization: req.headers.authorization,
    });
    await sleep(options.transcribeDelayMs ?? 0);
    json(res, 200, { text: pending.shift() ?? '' });
  };

  const speak = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    let request: { model?: unknown; input?: unknown; voice?: unknown; response_format?: unknown };
    try {
      request = JSON.parse(body.toString('utf8')) as typeof request;
    } catch {
      return json(res, 400, { error: { message: 'body must be JSON' } });
    }
    if (typeof request.model !== 'string' || typeof request.input !== 'string') return json(res, 400, { error: { message: 'model and input are required' } });
    received.push({
      endpoint: 'speech',
      model: request.model,
      bytes: body.length,
      text: request.input,
      voice: typeof request.voice === 'string' ? request.voice : undefined,
      format: typeof request.response_format === 'string' ? request.response_format : undefined,
      authorization: req.headers.authorization,
    });
    await sleep(options.speechDelayMs ?? 0);
    res.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(request.input));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://local').pathname}`;
    switch (route) {
      case 'POST /v1/audio/transcriptions':
        return transcribe(req, res);
      case 'POST /v1/audio/speech':
        return speak(req, res);
      case 'GET /v1/models':
        return json(res, 200, {
          object: 'list',
          data: [
            { id: 'whisper-1', object: 'model' },
            { id: 'tts-1', object: 'model' },
          ],
        });
      case 'POST /_script': {
        const { transcripts } = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { transcripts?: unknown };
        if (!Array.isArray(transcripts) || !transcripts.every((t) => typeof t === 'string'))
          return json(res, 400, { error: { message: 'transcripts must be an array of strings' } });
        pending.push(...transcripts);
        return json(res, 200, { pending: pending.length });
      }
      case 'GET /_requests':
        return json(res, 200, received);
      case 'POST /_reset':
        pending.length = 0;
        received.length = 0;
        return json(res, 200, { ok: true });
      case 'GET /':
        return json(res, 200, { ok: true });
      default:
        return json(res, 404, { error: { message: `no route ${route}` } });
    }
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: { message: (error as Error).message } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script: (transcripts) => pending.push(...transcripts),
    requests: () => [...received],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      'transcribe-delay-ms': { type: 'string', default: '0' },
      'speech-delay-ms': { type: 'string', default: '0' },
      transcript: { type: 'string', multiple: true, default: [] },
    },
  });
  const server = await startSpeechTestServer({
    port: Number(values.port),
    transcribeDelayMs: Number(values['transcribe-delay-ms']),
    speechDelayMs: Number(values['speech-delay-ms']),
    transcripts: values.transcript,
  });
  console.log(`speech test server on ${server.url} (base URL ${server.url}/v1)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
