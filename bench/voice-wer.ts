/**
 * Word error rate of the builtin recognizer (pocketsphinx 0.8, general English model) over the
 * synthetic fixtures in bench/voice/fixtures: (substitutions + deletions + insertions) / words
 * said, after lower-casing, dropping punctuation and spelling British words the American way
 * (the model's dictionary is American).
 *
 *   npm run bench:voice-wer            # the figures
 *   npm run bench:voice-wer -- --show  # and what was heard for each file
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BuiltinSpeech } from '../apps/server/src/speech/builtin-speech';
import { readWavInfo } from '../apps/server/src/speech/wav';

interface Fixture {
  file: string;
  voice: string;
  text: string;
}

const fixtures = path.resolve(import.meta.dirname, 'voice/fixtures');
const show = process.argv.includes('--show');
const american: Record<string, string> = { practised: 'practiced', summarise: 'summarize', behaviour: 'behavior' };

export const normalise = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[-‐–—]/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => american[word] ?? word);

/** Word-level Levenshtein distance: the fewest substitutions, deletions and insertions. */
export function wordErrors(said: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[heard.length]!;
}

const { files } = JSON.parse(await readFile(path.join(fixtures, 'manifest.json'), 'utf8')) as { files: Fixture[] };
const speech = new BuiltinSpeech({ timeoutMs: 60_000 });
const startedAt = Date.now();
const results = await Promise.all(
  files.map(async (fixture) => {
    const wav = await readFile(path.join(fixtures, fixture.file));
    const info = readWavInfo(wav);
    if (!info || info.sampleRate !== 16_000 || info.channels !== 1 || info.bitsPerSample !== 16) throw new Error(`${fixture.file}: not 16 kHz mono s16 WAV`);
    const heard = await speech.transcribe(wav.subarray(info.dataOffset, info.dataOffset + info.dataBytes), AbortSignal.timeout(60_000));
    const said = normalise(fixture.text);
    return { ...fixture, heard, words: said.length, errors: wordErrors(said, normalise(heard)) };
  }),
);

if (show) for (const r of results) console.log(`${r.file.padEnd(26)} ${r.text}\n${''.padEnd(26)} → ${r.heard || '(nothing)'}`);

const pct = (errors: number, words: number) => `${((100 * errors) / words).toFixed(1)}%`;
const rows = [...new Set(results.map((r) => r.voice))].map((voice) => {
  const mine = results.filter((r) => r.voice === voice);
  const words = mine.reduce((sum, r) => sum + r.words, 0);
  const errors = mine.reduce((sum, r) => sum + r.errors, 0);
  return { voice, files: mine.length, words, errors, wer: pct(errors, words) };
});
const words = results.reduce((sum, r) => sum + r.words, 0);
const errors = results.reduce((sum, r) => sum + r.errors, 0);
console.log(`\nBuiltin recognizer (pocketsphinx_continuous, en-us) over ${results.length} fixtures in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
console.table([...rows, { voice: 'overall', files: results.length, words, errors, wer: pct(errors, words) }]);
