/** Reading and mending WAV files (RIFF chunks, little-endian). */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Offset of the samples in the file, and how many bytes of them there are. */
  dataOffset: number;
  dataBytes: number;
}

/** The fmt and data chunks of a PCM WAV, or null when the bytes are not one. */
export function readWavInfo(wav: Buffer): WavInfo | null {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') return null;
  let fmt: Pick<WavInfo, 'sampleRate' | 'channels' | 'bitsPerSample'> | null = null;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= wav.length) {
      fmt = { channels: wav.readUInt16LE(at + 10), sampleRate: wav.readUInt32LE(at + 12), bitsPerSample: wav.readUInt16LE(at + 22) };
    } else if (id === 'data') {
      // A streamed file does not know its length: the samples run to the end.
      return fmt && { ...fmt, dataOffset: at + 8, dataBytes: Math.min(size, wav.length - at - 8) };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * Writes the true RIFF and data sizes into a WAV whose writer streamed it with placeholder sizes
 * (espeak-ng --stdout does). Anything that is not a WAV is refused.
 */
export function fixWavSizes(wav: Buffer): Buffer {
  const info = readWavInfo(wav);
  if (!info) throw new Error('not a WAV file');
  const fixed = Buffer.from(wav.subarray(0, info.dataOffset + info.dataBytes));
  fixed.writeUInt32LE(fixed.length - 8, 4);
  fixed.writeUInt32LE(info.dataBytes, info.dataOffset - 4);
  return fixed;
}
