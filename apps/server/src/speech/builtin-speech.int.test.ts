import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinSpeech } from './builtin-speech';
import { SpeechUnavailableError } from './speech-provider';
import { readWavInfo } from './wav';

// Real pocketsphinx and espeak-ng child processes (Debian packages; .ci/run installs them).
const fixtures = path.resolve(import.meta.dirname, '../../../../bench/voice/fixtures');
const readPcm = async (file: string) => {
  const wav = await readFile(path.join(fixtures, file));
  const info = readWavInfo(wav)!;
  return wav.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
};
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
const never = () => new AbortController().signal;

/** The speech children this process has running: the shell around pocketsphinx, or espeak-ng. */
async function speechChildren(): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …; comm may hold spaces, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (Number(ppid) === process.pid && state !== 'Z' && ['sh', 'espeak-ng'].includes(comm)) found.push(Number(entry));
  }
  return found;
}
/** Every process in a child's process group: the shell, cat and pocketsphinx. */
async function group(pgid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') found.push(Number(entry));
  }
  return found;
}
const alive = (pid: number) =>
  readFile(`/proc/${pid}/stat`, 'utf8').then(
    (stat) => !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z'),
    () => false,
  );

describe('builtin speech (pocketsphinx + espeak-ng)', () => {
  const speech = new BuiltinSpeech({ timeoutMs: 20_000 });
  let long: Buffer;
  beforeAll(async () => {
    // About 25 s of speech: long enough that pocketsphinx is still busy when a test stops it.
    const parts = await Promise.all(['04-flite-slt.wav', '08-flite-slt.wav', '12-flite-slt.wav', '16-flite-slt.wav'].map(readPcm));
    long = Buffer.concat([...parts, ...parts, ...parts]);
  });

  it('transcribes a fixture sentence into mostly the right words', async () => {
    const manifest = JSON.parse(await readFile(path.join(fixtures, 'manifest.json'), 'utf8')) as { files: { file: string; text: string }[] };
    for (const file of ['08-flite-slt.wav', '16-flite-slt.wav']) {
      const expected = words(manifest.files.find((f) => f.file === file)!.text);
      const heard = new Set(words(await speech.transcribe(await readPcm(file), never())));
      const overlap = expected.filter((w) => heard.has(w)).length / expected.length;
      expect(overlap, file).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('hears nothing in silence', async () => {
    expect(await speech.transcribe(Buffer.alloc(16_000), never())).toBe('');
    expect(await speech.transcribe(Buffer.alloc(0), never())).toBe('');
  });

  it('synthesizes a complete WAV with audible samples', async () => {
    const wav = await speech.synthesize('We practised the breathing exercise.', never());
    const info = readWavInfo(wav)!;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(info).toMatchObject({ channels: 1, bitsPerSample: 16 });
    // The header states the real lengths (espeak-ng streams placeholders).
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(info.dataOffset + info.dataBytes).toBe(wav.length);
    expect(info.dataBytes / 2 / info.sampleRate).toBeGreaterThan(1);
    let peak = 0;
    for (let at = info.dataOffset; at + 1 < wav.length; at += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(at)));
    expect(peak).toBeGreaterThan(3_000);
  });

  it('kills the child at once when the caller aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const result = speech.transcribe(long, controller.signal).then(
      () => 'finished',
      (error: unknown) => error,
    );
    let members: number[] = [];
    while (members.length < 3 && Date.now() - started < 5_000) {
      const [shell] = await speechChildren();
      members = shell ? await group(shell) : [];
    }
    expect(members.length).toBe(3);
    const abortedAt = Date.now();
    controller.abort(new Error('barge-in'));
    expect(((await result) as Error).message).toBe('barge-in');
    expect(Date.now() - abortedAt).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pid of members) expect(await alive(pid)).toBe(false);
  });

  it('turns the time limit into SpeechUnavailableError, killing the child', async () => {
    const hasty = new BuiltinSpeech({ timeoutMs: 300 });
    const started = Date.now();
    const error = await hasty.transcribe(long, never()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
    expect((error as Error).message).toMatch(/longer than 300 ms/);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await speechChildren()).toEqual([]);
  });

  it('runs at most two children at once; the rest wait their turn', async () => {
    const pcm = await readPcm('04-flite-slt.wav');
    let most = 0;
    let done = false;
    const watch = (async () => {
      while (!done) most = Math.max(most, (await speechChildren()).length);
    })();
    const texts = await Promise.all([1, 2, 3, 4, 5].map(() => speech.transcribe(pcm, never())));
    done = true;
    await watch;
    expect(texts.every((t) => t === texts[0] && t.length > 0)).toBe(true);
    expect(most).toBe(2);
  });

  it('says which Debian package to install when a program is missing', async () => {
    // A PATH that has the shell and cat but neither speech program.
    const bin = await mkdtemp(path.join(tmpdir(), 'tend-speech-path-'));
    await symlink('/bin/sh', path.join(bin, 'sh'));
    await symlink('/bin/cat', path.join(bin, 'cat'));
    const savedPath = process.env.PATH;
    process.env.PATH = bin;
    try {
      await expect(speech.transcribe(await readPcm('04-flite-slt.wav'), never())).rejects.toThrow(
        new SpeechUnavailableError('pocketsphinx_continuous is not installed (apt-get install pocketsphinx pocketsphinx-en-us)'),
      );
      await expect(speech.synthesize('Hello', never())).rejects.toThrow(new SpeechUnavailableError('espeak-ng is not installed (apt-get install espeak-ng)'));
      expect(await speech.probe()).toMatchObject({ ok: false, detail: expect.stringMatching(/pocketsphinx_continuous .*espeak-ng/) as string });
    } finally {
      process.env.PATH = savedPath;
      await rm(bin, { recursive: true });
    }
    expect(await speech.probe()).toMatchObject({ ok: true });
  });

  afterAll(async () => {
    expect(await speechChildren()).toEqual([]);
  });
});
