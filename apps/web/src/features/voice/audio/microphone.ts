import { voiceChunkBytes, voiceSampleRate } from '@tend/contracts/voice.contract';
import { MicrophoneError, type MicrophoneCapture } from '../session/voice-ports';
import { pcmCaptureProcessorName, type PcmCaptureOptions } from './capture-protocol';
// Bundled as its own file (it runs on the audio thread); the build emits it under assets/.
import captureWorkletUrl from './pcm-capture.worklet.ts?worker&url';

async function askForMicrophone(): Promise<MediaStream> {
  // Absent outside a secure context (plain http to another machine) and in very old browsers.
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This page cannot capture audio');
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 } });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new MicrophoneError(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'denied');
  }
}

/**
 * The microphone as 100 ms chunks of 16 kHz 16-bit PCM. The audio context runs at the device's
 * own rate (Firefox refuses to connect a microphone to a context of another rate); the worklet
 * downsamples.
 */
export async function openMicrophone(onChunk: (chunk: ArrayBuffer) => void): Promise<MicrophoneCapture> {
  const stream = await askForMicrophone();
  const context = new AudioContext();
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
  };
  try {
    await context.audioWorklet.addModule(captureWorkletUrl);
    const source = context.createMediaStreamSource(stream);
    const processorOptions: PcmCaptureOptions = { outputRate: voiceSampleRate, samplesPerChunk: voiceChunkBytes / 2 };
    const capture = new AudioWorkletNode(context, pcmCaptureProcessorName, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      // Stereo microphones are mixed down to one channel before the worklet sees them.
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions,
    });
    capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onChunk(event.data);
    source.connect(capture);
    // Connected to the output (it writes silence) so every browser keeps pulling it.
    capture.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    return {
      stop() {
        capture.port.onmessage = null;
        source.disconnect();
        capture.disconnect();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
