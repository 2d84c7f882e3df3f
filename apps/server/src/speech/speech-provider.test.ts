import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createSpeechProvider, pcmToWav } from './speech-provider';
import { fixWavSizes, readWavInfo } from './wav';

describe('speech configuration', () => {
  it('runs on this machine by default, with the documented defaults', async () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      SPEECH_PROVIDER: 'builtin',
      SPEECH_TRANSCRIBE_MODEL: 'whisper-1',
      SPEECH_VOICE_MODEL: 'tts-1',
      SPEECH_VOICE: 'alloy',
      SPEECH_TIMEOUT_MS: 20_000,
    });
    expect((await createSpeechProvider(env)).kind).toBe('builtin');
  });

  it('refuses to boot an openai-compatible provider without its address', async () => {
    expect(() => loadEnv({ SPEECH_PROVIDER: 'openai-compatible' })).toThrow(/SPEECH_BASE_URL: required when SPEECH_PROVIDER is openai-compatible/);
    expect(() => loadEnv({ SPEECH_PROVIDER: 'whisper' })).toThrow(/SPEECH_PROVIDER/);
    const env = loadEnv({ SPEECH_PROVIDER: 'openai-compatible', SPEECH_BASE_URL: 'http://127.0.0.1:8000/v1', SPEECH_TIMEOUT_MS: '5000' });
    expect(env.SPEECH_TIMEOUT_MS).toBe(5_000);
    expect((await createSpeechProvider(env)).kind).toBe('openai-compatible');
  });
});

describe('WAV files', () => {
  it('wraps PCM in a canonical 44-byte header that reads back', () => {
    const pcm = Buffer.alloc(3_200, 1);
    const wav = pcmToWav(pcm);
    expect(wav.length).toBe(44 + 3_200);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(36 + 3_200);
    expect(readWavInfo(wav)).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, dataOffset: 44, dataBytes: 3_200 });
    expect(readWavInfo(pcmToWav(pcm, 24_000))?.sampleRate).toBe(24_000);
  });

  it('mends the placeholder sizes of a streamed WAV, and refuses what is not one', () => {
    const streamed = pcmToWav(Buffer.alloc(1_000, 2));
    streamed.writeUInt32LE(0x7ffff024, 4);
    streamed.writeUInt32LE(0x7ffff000, 40);
    const fixed = fixWavSizes(streamed);
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    expect(fixed.readUInt32LE(40)).toBe(1_000);
    expect(readWavInfo(Buffer.from('not a wav at all, just text'))).toBeNull();
    expect(() => fixWavSizes(Buffer.from('RIFF'))).toThrow(/not a WAV/);
  });
});
