/**
 * Voice mode's own share of the wait: from the moment the end of an utterance is detected to the
 * first byte of the spoken reply sent, minus the speech providers' time. The providers are a
 * loopback OpenAI-compatible speech server with fixed delays, so what is left is the server's:
 * the detector, the HTTP calls, the assistant turn (builtin engine: stored, audited, risk-screened)
 * and the socket.
 *
 *   npx tsx bench/voice-latency.ts                                        # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/voice-latency.ts        # PostgreSQL
 *   BENCH_TURNS=60 BENCH_STT_DELAY_MS=150 BENCH_TTS_DELAY_MS=100 …
 */
import { WebSocket } from 'ws';
import { voiceStreamPath, voiceSubProtocol } from '@tend/contracts/voice.contract';
import type { VoiceTurnTiming } from '../apps/server/src/modules/voice/voice-stream';
import { updatePracticeSetting } from '../apps/server/src/modules/practice-admin/practice-settings-store';
import { startSpeechTestServer } from '../apps/server/test/speech-test-server';
import { startBenchApp } from './bench-app';

const turns = Number(process.env.BENCH_TURNS ?? 60);
const debug = !!process.env.BENCH_DEBUG;
const sttDelayMs = Number(process.env.BENCH_STT_DELAY_MS ?? 150);
const ttsDelayMs = Number(process.env.BENCH_TTS_DELAY_MS ?? 100);

const speech = await startSpeechTestServer({ transcribeDelayMs: sttDelayMs, speechDelayMs: ttsDelayMs });
const timings: VoiceTurnTiming[] = [];
const bench = await startBenchApp({
  env: { SPEECH_PROVIDER: 'openai-compatible', SPEECH_BASE_URL: `${speech.url}/v1` },
  voice: { onTiming: (timing) => timings.push(timing) },
});
const http = await bench.app.listen({ port: 0, host: '127.0.0.1' });
await updatePracticeSetting(bench.db, bench.seeded.practiceIds.harbor, 'ai_assistant', (current) => ({ ...current, voice_mode_enabled: true }));
const cookie = await bench.sessionCookie('alice');
const tokenRes = await bench.app.inject({ method: 'POST', url: '/api/voice/auth-token', headers: { cookie, origin: 'http://localhost:80' } });
if (tokenRes.statusCode !== 200) throw new Error(`voice token: ${tokenRes.statusCode} ${tokenRes.body}`);
const { token } = tokenRes.json() as { token: string };

const socket = new WebSocket(`${http.replace('http', 'ws')}${voiceStreamPath}?token=${token}`, voiceSubProtocol, { headers: { origin: http } });
await new Promise((resolve, reject) => {
  socket.on('open', resolve);
  socket.on('error', reject);
});
const events: { type: string; speaker?: string }[] = [];
socket.on('close', (code, reason) => {
  if (!events.some((e) => e.type === 'session_ended')) throw new Error(`voice stream closed early: ${code} ${reason.toString()}`);
});
socket.on('message', (data: Buffer, isBinary) => {
  if (!isBinary) events.push(JSON.parse(data.toString()));
  if (debug) console.log(isBinary ? 'audio' : data.toString().slice(0, 120));
});
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

socket.send(JSON.stringify({ type: 'start_session' }));
await until(() => events.some((e) => e.type === 'session_started'));

/** One second of a tone, then the detector's hangover of silence, in 100 ms frames as the browser sends them. */
const frame = (loud: boolean) => {
  const pcm = Buffer.alloc(3_200);
  if (loud) for (let i = 0; i < 1_600; i++) pcm.writeInt16LE(Math.round(9_000 * Math.sin((2 * Math.PI * 200 * i) / 16_000)), i * 2);
  return pcm;
};
const sentences = [
  'Client reported sleeping better since we started the evening routine.',
  'We reviewed the thought record and she found two balanced alternatives.',
  'Plan is to continue weekly sessions and add a behavioural experiment.',
];
for (let i = 0; i < turns; i++) {
  const answered = () => events.filter((e) => e.type === 'transcript' && e.speaker === 'assistant').length;
  const before = answered();
  speech.script([sentences[i % sentences.length]!]);
  for (let ms = 0; ms < 1_000; ms += 100) socket.send(frame(true));
  for (let ms = 0; ms < 1_000; ms += 100) socket.send(frame(false));
  await until(() => answered() > before && timings.length > i);
}
socket.send(JSON.stringify({ type: 'end_session' }));
await until(() => events.some((e) => e.type === 'session_ended'));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
// Skip the first turns: the first request of a kind warms the HTTP client and the database's plans.
const measured = timings.slice(Math.min(5, Math.floor(turns / 4)));
const total = measured.map((t) => t.firstAudioSentAt - t.utteranceEndedAt);
const ownMeasured = measured.map((t) => t.firstAudioSentAt - t.utteranceEndedAt - t.transcribeMs - t.firstSynthesisMs);
const ownFixed = total.map((ms) => ms - sttDelayMs - ttsDelayMs);
const row = (name: string, values: number[]) => `| ${name} | ${pct(values, 50).toFixed(1)} | ${pct(values, 99).toFixed(1)} |`;
console.log(
  `Voice latency on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${measured.length} turns, providers delayed ${sttDelayMs} ms (recognition) + ${ttsDelayMs} ms (speech)`,
);
console.log('| measure | p50 ms | p99 ms |\n|---|---|---|');
console.log(row('end of utterance → first audio byte sent', total));
console.log(row("server's share (minus the providers' fixed delays)", ownFixed));
console.log(row("server's share (minus the provider calls as timed by the server)", ownMeasured));
console.log(
  row(
    'assistant turn (respond, builtin engine)',
    measured.map((t) => t.respondMs),
  ),
);

socket.close();
await bench.app.close();
await speech.close();
await bench.database.close?.();
process.exit(0);
