import { describe, expect, it } from 'vitest';
import { Downsampler, createPcm16Encoder, downsampleToPcm16, pcm16Level, toInt16 } from './pcm16';

/** A sine wave at `hz`, `seconds` long, sampled at `rate`. */
function sine(hz: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate));
}

describe('16-bit conversion', () => {
  it('maps -1…1 onto the full signed range and clips what is louder', () => {
    expect([0, 1, -1, 0.5, -0.5].map(toInt16)).toEqual([0, 32767, -32768, 16384, -16384]);
    expect([1.7, -3, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN].map(toInt16)).toEqual([32767, -32768, 32767, -32768, 0]);
  });
});

describe('downsampling to 16 kHz', () => {
  it('turns one second at 48 kHz into exactly 16,000 samples, each the mean of three', () => {
    const input = Float32Array.from({ length: 48_000 }, (_, i) => ((i % 7) - 3) / 4);
    const out = downsampleToPcm16(input, 48_000, 16_000);
    expect(out.length).toBe(16_000);
    for (const k of [0, 1, 2, 100, 15_999]) {
      const mean = (input[3 * k]! + input[3 * k + 1]! + input[3 * k + 2]!) / 3;
      expect(out[k]).toBe(toInt16(mean));
    }
  });

  it('keeps a 440 Hz tone: same loudness, same number of zero crossings', () => {
    const tone = downsampleToPcm16(sine(440, 48_000, 1), 48_000, 16_000);
    const crossings = tone.slice(1).filter((s, i) => Math.sign(s) !== Math.sign(tone[i]!) && s !== 0).length;
    expect(crossings).toBeGreaterThanOrEqual(878);
    expect(crossings).toBeLessThanOrEqual(882);
    const peak = Math.max(...tone);
    // A three-sample mean barely softens 440 Hz (−0.1 %).
    expect(peak / 16_384).toBeGreaterThan(0.99);
  });

  it('clips a signal louder than full scale instead of wrapping around', () => {
    const out = downsampleToPcm16(new Float32Array(48).fill(1.5), 48_000, 16_000);
    expect([...out]).toEqual(new Array(16).fill(32767));
    expect([...downsampleToPcm16(new Float32Array(48).fill(-2), 48_000, 16_000)]).toEqual(new Array(16).fill(-32768));
  });

  it('gives the same samples whatever the block size (the worklet gets 128 at a time)', () => {
    const input = sine(300, 44_100, 0.5);
    const whole = downsampleToPcm16(input, 44_100, 16_000);
    const pieces: number[] = [];
    const downsampler = new Downsampler(44_100, 16_000);
    for (let i = 0; i < input.length; i += 128) downsampler.push(input.subarray(i, i + 128), (s) => pieces.push(toInt16(s)));
    expect(pieces).toEqual([...whole]);
    expect(whole.length).toBe(8_000);
  });

  it('does not drift over a long session (exactly 16,000 per second after ten minutes at 44.1 kHz)', () => {
    const downsampler = new Downsampler(44_100, 16_000);
    const block = new Float32Array(44_100);
    let count = 0;
    for (let second = 0; second < 600; second++) downsampler.push(block, () => count++);
    expect(count).toBe(600 * 16_000);
  });

  it('refuses to upsample', () => {
    expect(() => new Downsampler(8_000, 16_000)).toThrow(RangeError);
  });
});

describe('the 100 ms chunks', () => {
  it('are exactly 3,200 bytes of little-endian PCM, 1,600 samples each', () => {
    const chunks: ArrayBuffer[] = [];
    const encode = createPcm16Encoder(48_000, 16_000, 1_600, (chunk) => chunks.push(chunk));
    // 0.35 s in 128-sample blocks, as the audio thread delivers it: three full chunks, the rest waits.
    const ramp = Float32Array.from({ length: 16_800 }, (_, i) => (i < 4_800 ? 0.25 : -0.25));
    for (let i = 0; i < ramp.length; i += 128) encode(ramp.subarray(i, i + 128));
    expect(chunks.map((c) => c.byteLength)).toEqual([3_200, 3_200, 3_200]);
    const first = new DataView(chunks[0]!);
    expect(first.getInt16(0, true)).toBe(8192);
    expect(new Uint8Array(chunks[0]!, 0, 2)).toEqual(Uint8Array.from([0x00, 0x20]));
    expect(new DataView(chunks[1]!).getInt16(0, true)).toBe(-8192);
  });

  it('have a level from silence (0) to a full-scale square (1)', () => {
    expect(pcm16Level(new ArrayBuffer(3_200))).toBe(0);
    const loud = new DataView(new ArrayBuffer(3_200));
    for (let i = 0; i < 1_600; i++) loud.setInt16(i * 2, i % 2 ? 32767 : -32768, true);
    expect(pcm16Level(loud.buffer)).toBeCloseTo(1, 3);
  });
});
