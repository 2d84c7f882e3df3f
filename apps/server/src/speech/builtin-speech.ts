import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { Limiter, runChild } from './run-child';
import { SpeechUnavailableError, type SpeechProvider } from './speech-provider';
import { fixWavSizes } from './wav';

/**
 * What the clinician is told beside the voice controls. The figure is measured by
 * `npm run bench:voice-wer` (bench/README.md): pocketsphinx's general English model over
 * synthetic voices, from 14% of words wrong for the clearest voice to 95% for the worst.
 */
export const builtinRecognitionNote = 'Demo-grade offline recognition (about 54% of words wrong in our tests); configure a speech server for clinical use.';

const modelDir = '/usr/share/pocketsphinx/model/en-us';
const recognizer = 'pocketsphinx_continuous';
const synthesizer = 'espeak-ng';

// Raw PCM through /dev/stdin (a name without .wav is read as headerless 16 kHz s16le), the Debian model
// named explicitly, the log silenced. One hypothesis line per segment its own VAD finds.
const recognizerArgs = [
  '-infile',
  '/dev/stdin',
  '-samprate',
  '16000',
  '-hmm',
  path.join(modelDir, 'en-us'),
  '-lm',
  path.join(modelDir, 'en-us.lm.bin'),
  '-dict',
  path.join(modelDir, 'cmudict-en-us.dict'),
  '-logfn',
  '/dev/null',
];
// The text comes on stdin (never argv, which `ps` shows); WAV on stdout.
const synthesizerArgs = ['--stdin', '--stdout', '-v', 'en-us'];

/**
 * The offline default: Debian's pocketsphinx 0.8 and espeak-ng as child processes, nothing
 * leaving the machine. At most two children run at once (the box has two cores); the rest wait,
 * and the time limit counts the wait.
 */
export class BuiltinSpeech implements SpeechProvider {
  readonly kind = 'builtin' as const;
  private readonly limiter: Limiter;
  private readonly timeoutMs: number;

  constructor(options: { timeoutMs: number; concurrency?: number }) {
    this.timeoutMs = options.timeoutMs;
    this.limiter = new Limiter(options.concurrency ?? 2);
  }

  async transcribe(pcm: Buffer, signal: AbortSignal): Promise<string> {
    if (pcm.length < 2) return '';
    const out = await this.run(
      { command: recognizer, args: recognizerArgs, input: pcm, debianPackage: 'pocketsphinx pocketsphinx-en-us', stdinByName: true },
      signal,
    );
    return out
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ');
  }

  async synthesize(text: string, signal: AbortSignal): Promise<Buffer> {
    const out = await this.run({ command: synthesizer, args: synthesizerArgs, input: text, debianPackage: 'espeak-ng' }, signal);
    // espeak-ng streams, so its header claims an unknown length; players want the real one.
    try {
      return fixWavSizes(out);
    } catch {
      throw new SpeechUnavailableError(`${synthesizer} did not write a WAV file`);
    }
  }

  async probe(): Promise<{ ok: boolean; detail: string }> {
    const missing: string[] = [];
    if (!(await onPath(recognizer))) missing.push(`${recognizer} (apt-get install pocketsphinx)`);
    if (!(await readable(path.join(modelDir, 'en-us', 'mdef')))) missing.push(`the en-us model (apt-get install pocketsphinx-en-us)`);
    if (!(await onPath(synthesizer))) missing.push(`${synthesizer} (apt-get install espeak-ng)`);
    if (missing.length) return { ok: false, detail: `Missing: ${missing.join(', ')}` };
    return { ok: true, detail: `pocketsphinx (en-us model) and espeak-ng on this machine, ${this.limiter.limit} at a time` };
  }

  private async run(child: Omit<Parameters<typeof runChild>[0], 'timeoutMs' | 'limitMs' | 'signal'>, signal: AbortSignal): Promise<Buffer> {
    const startedAt = Date.now();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    try {
      return await this.limiter.run(
        () => runChild({ ...child, signal, timeoutMs: Math.max(1, this.timeoutMs - (Date.now() - startedAt)), limitMs: this.timeoutMs }),
        AbortSignal.any([signal, deadline]),
      );
    } catch (error) {
      if (deadline.aborted && !signal.aborted && !(error instanceof SpeechUnavailableError))
        throw new SpeechUnavailableError(`speech is busy: waited longer than ${this.timeoutMs} ms`);
      throw error;
    }
  }
}

const readable = (file: string) =>
  access(file, constants.R_OK).then(
    () => true,
    () => false,
  );

async function onPath(command: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (
      await access(path.join(dir, command), constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}
