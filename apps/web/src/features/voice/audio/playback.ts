import type { AudioPlayback } from '../session/voice-ports';

/**
 * The assistant's sentences, each a complete WAV file, played one after another in the order
 * they came. `stop` (barge-in) silences the current one and drops the rest, including any still
 * being decoded; `onDrained` is told each time the last one has finished.
 */
export function createAudioPlayback(onDrained: () => void): AudioPlayback {
  const context = new AudioContext();
  const queue: AudioBuffer[] = [];
  let current: AudioBufferSourceNode | null = null;
  let decoding: Promise<void> = Promise.resolve();
  let pendingDecodes = 0;
  /** Bumped by stop(): decodes begun before it are thrown away. */
  let generation = 0;
  let closed = false;

  const playNext = () => {
    if (current || closed) return;
    const buffer = queue.shift();
    if (!buffer) {
      if (pendingDecodes === 0) onDrained();
      return;
    }
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.onended = () => {
      if (current !== source) return;
      current = null;
      playNext();
    };
    current = source;
    source.start();
  };

  return {
    enqueue(file) {
      if (closed) return;
      const mine = generation;
      pendingDecodes++;
      // Decoded in order (each waits for the one before), so sentences never swap places.
      decoding = decoding.then(async () => {
        try {
          const buffer = await context.decodeAudioData(file);
          if (mine === generation) queue.push(buffer);
        } catch {
          // An undecodable sentence is skipped; its text is in the captions.
        } finally {
          pendingDecodes--;
        }
        if (mine === generation) playNext();
      });
    },
    stop() {
      generation++;
      queue.length = 0;
      const playing = current;
      current = null;
      playing?.stop();
    },
    resume() {
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    },
    close() {
      closed = true;
      this.stop();
      void context.close().catch(() => undefined);
    },
  };
}
