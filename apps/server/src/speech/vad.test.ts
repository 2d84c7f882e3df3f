import { describe, expect, it } from 'vitest';
import { levelDb, UtteranceDetector, type VadEvent } from './vad';

const rate = 16_000;
/** 100 ms of a 220 Hz tone at the given amplitude (0..1), or of silence. */
const chunk = (amplitude: number, offset = 0) => {
  const pcm = Buffer.alloc(3_200);
  for (let i = 0; i < 1_600; i++) pcm.writeInt16LE(Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 220 * (offset + i)) / rate)), i * 2);
  return pcm;
};
const feed = (detector: UtteranceDetector, chunks: Buffer[]) => chunks.flatMap((c) => detector.push(c));
const repeat = (n: number, make: (i: number) => Buffer) => Array.from({ length: n }, (_, i) => make(i));

describe('UtteranceDetector', () => {
  it('measures loudness in dBFS', () => {
    expect(levelDb(Buffer.alloc(3_200))).toBe(-Infinity);
    expect(levelDb(chunk(0.5))).toBeCloseTo(-9, 0);
  });

  it('finds one utterance between silences, with its pre-roll, and ends it after the hangover', () => {
    const detector = new UtteranceDetector({ hangoverMs: 800, preRollMs: 300 });
    const events: VadEvent[] = feed(detector, [...repeat(10, () => chunk(0)), ...repeat(15, (i) => chunk(0.3, i * 1_600)), ...repeat(10, () => chunk(0))]);
    expect(events.map((e) => e.type)).toEqual(['speech_started', 'utterance']);
    const utterance = events[1] as Extract<VadEvent, { type: 'utterance' }>;
    // 300 ms pre-roll + 1.5 s of speech + 800 ms of hangover.
    expect(utterance.pcm.length / 32).toBe(300 + 1_500 + 800);
    expect(utterance.endedBy).toBe('silence');
  });

  it('keeps a short pause inside one utterance and splits at a long one', () => {
    const detector = new UtteranceDetector({ hangoverMs: 800 });
    const speech = repeat(8, (i) => chunk(0.3, i * 1_600));
    const events = feed(detector, [
      ...speech,
      ...repeat(4, () => chunk(0)),
      ...speech,
      ...repeat(12, () => chunk(0)),
      ...speech,
      ...repeat(12, () => chunk(0)),
    ]);
    expect(events.filter((e) => e.type === 'utterance')).toHaveLength(2);
  });

  it('ignores a click shorter than the start time and steady room noise', () => {
    const detector = new UtteranceDetector({ startMs: 200 });
    const noise = repeat(30, (i) => chunk(0.004, i * 1_600));
    const events = feed(detector, [...noise, chunk(0.5), ...noise]);
    expect(events).toEqual([]);
  });

  it('cuts an utterance at its maximum length and hands over the rest at flush', () => {
    const detector = new UtteranceDetector({ maxUtteranceMs: 1_000 });
    const events = feed(
      detector,
      repeat(15, (i) => chunk(0.3, i * 1_600)),
    );
    expect(events.filter((e) => e.type === 'utterance').map((e) => (e as { endedBy: string }).endedBy)).toEqual(['length']);
    feed(
      detector,
      repeat(3, (i) => chunk(0.3, i * 1_600)),
    );
    expect(detector.flush()?.length).toBeGreaterThan(0);
    expect(detector.flush()).toBeNull();
  });
});
