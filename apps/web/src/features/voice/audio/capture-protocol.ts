/** What the main thread and the capture worklet agree on (kept apart so neither imports the other). */
export const pcmCaptureProcessorName = 'pcm-capture';

/** Passed as the node's processorOptions: the worklet knows nothing of the voice contract. */
export interface PcmCaptureOptions {
  outputRate: number;
  samplesPerChunk: number;
}
