/**
 * Microphone audio as the voice stream takes it: 16 kHz mono, signed 16-bit little-endian, in
 * chunks of exactly 100 ms. Pure and allocation-light, because it runs in the audio worklet
 * 375 times a second on 48 kHz input.
 */

/** One float sample (-1…1, louder clipped) as a signed 16-bit integer. */
export function toInt16(sample: number): number {
  const clipped = sample > 1 ? 1 : sample < -1 ? -1 : Number.isNaN(sample) ? 0 : sample;
  return Math.round(clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff);
}

/**
 * A streaming downsampler: each output sample is the mean of the input samples that fall in
 * its slot (a box filter, enough against aliasing for speech). Works for any input rate at or
 * above the output rate (44.1 kHz as well as 48 kHz); the position carries over between blocks.
 */
export class Downsampler {
  /** Input samples seen in the current second (reset every second, so it never grows). */
  private seen = 0;
  /** Output samples made in the current second. */
  private made = 0;
  private sum = 0;
  private count = 0;

  constructor(
    readonly inputRate: number,
    readonly outputRate: number,
  ) {
    if (!Number.isInteger(inputRate) || !Number.isInteger(outputRate) || outputRate <= 0 || inputRate < outputRate) {
      throw new RangeError(`Cannot downsample ${inputRate} Hz to ${outputRate} Hz`);
    }
  }

  /** Hands each finished output sample (still a float) to `emit`. */
  push(block: Float32Array, emit: (sample: number) => void): void {
    for (let i = 0; i < block.length; i++) {
      this.sum += block[i]!;
      this.count++;
      this.seen++;
      // Slot boundaries in integers: no drift however long the session lasts.
      if (Math.floor((this.seen * this.outputRate) / this.inputRate) > this.made) {
        emit(this.sum / this.count);
        this.made++;
        this.sum = 0;
        this.count = 0;
      }
      if (this.seen === this.inputRate) {
        this.seen = 0;
        this.made = 0;
      }
    }
  }
}

/** Collects samples into fixed-size little-endian PCM chunks; each full chunk is a fresh buffer. */
export class Pcm16Chunker {
  private buffer: ArrayBuffer;
  private view: DataView;
  private filled = 0;

  constructor(
    readonly samplesPerChunk: number,
    private readonly onChunk: (chunk: ArrayBuffer) => void,
  ) {
    this.buffer = new ArrayBuffer(samplesPerChunk * 2);
    this.view = new DataView(this.buffer);
  }

  add(sample: number): void {
    this.view.setInt16(this.filled * 2, toInt16(sample), true);
    this.filled++;
    if (this.filled === this.samplesPerChunk) {
      const full = this.buffer;
      // A new buffer each time: the full one is transferred to the main thread, not copied.
      this.buffer = new ArrayBuffer(this.samplesPerChunk * 2);
      this.view = new DataView(this.buffer);
      this.filled = 0;
      this.onChunk(full);
    }
  }
}

/** Float blocks at `inputRate` in, 16-bit chunks at `outputRate` out. */
export function createPcm16Encoder(inputRate: number, outputRate: number, samplesPerChunk: number, onChunk: (chunk: ArrayBuffer) => void) {
  const downsampler = new Downsampler(inputRate, outputRate);
  const chunker = new Pcm16Chunker(samplesPerChunk, onChunk);
  const add = (sample: number) => chunker.add(sample);
  return (block: Float32Array) => downsampler.push(block, add);
}

/** Whole-buffer form of the same conversion (tests, and any one-off use). */
export function downsampleToPcm16(input: Float32Array, inputRate: number, outputRate: number): Int16Array {
  const out: number[] = [];
  new Downsampler(inputRate, outputRate).push(input, (sample) => out.push(toInt16(sample)));
  return Int16Array.from(out);
}

/** Loudness of a chunk for the level meter: RMS, 0…1. */
export function pcm16Level(chunk: ArrayBuffer): number {
  const view = new DataView(chunk);
  const count = Math.floor(chunk.byteLength / 2);
  if (count === 0) return 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const s = view.getInt16(i * 2, true);
    sum += s * s;
  }
  return Math.min(1, Math.sqrt(sum / count) / 0x8000);
}
