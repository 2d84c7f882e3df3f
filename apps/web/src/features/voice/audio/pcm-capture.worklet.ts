/**
 * The audio worklet that turns the microphone into the voice stream's PCM: it runs on the audio
 * thread, downsamples the context's rate (usually 48 kHz) to 16 kHz mono and posts each 100 ms
 * chunk to the main thread, transferring the buffer. Vite bundles it on its own (`?worker&url`
 * in microphone.ts), so it may import the pure encoder — and nothing heavier.
 */
import { pcmCaptureProcessorName, type PcmCaptureOptions } from './capture-protocol';
import { createPcm16Encoder } from './pcm16';

// The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new (options: { processorOptions: PcmCaptureOptions }) => AudioWorkletProcessor): void;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly encode: (block: Float32Array) => void;

  constructor({ processorOptions }: { processorOptions: PcmCaptureOptions }) {
    super();
    const { outputRate, samplesPerChunk } = processorOptions;
    this.encode = createPcm16Encoder(sampleRate, outputRate, samplesPerChunk, (chunk) => this.port.postMessage(chunk, [chunk]));
  }

  process(inputs: Float32Array[][]): boolean {
    // The first channel only: the source is asked for mono, and a second channel would be the same voice.
    const channel = inputs[0]?.[0];
    if (channel) this.encode(channel);
    return true;
  }
}

registerProcessor(pcmCaptureProcessorName, PcmCaptureProcessor);
