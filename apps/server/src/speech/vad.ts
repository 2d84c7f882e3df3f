/**
 * Finds utterances in a stream of 16 kHz mono s16le PCM chunks: an energy detector with an
 * adaptive noise floor and a hangover. Speech starts after `startMs` of loud chunks; it ends after
 * `hangoverMs` of quiet ones (a pause between sentences does not cut a thought in two), or when
 * it has run `maxUtteranceMs`. A little audio before the start is kept so first syllables survive.
 */
export interface VadOptions {
  sampleRate: number;
  startMs: number;
  hangoverMs: number;
  maxUtteranceMs: number;
  preRollMs: number;
  /** Loudness over the noise floor that counts as speech. */
  marginDb: number;
  /** Below this nothing is speech, however quiet the room. */
  minSpeechDb: number;
}

export const defaultVadOptions: VadOptions = {
  sampleRate: 16_000,
  startMs: 200,
  hangoverMs: 800,
  maxUtteranceMs: 30_000,
  preRollMs: 300,
  marginDb: 12,
  minSpeechDb: -48,
};

export type VadEvent = { type: 'speech_started' } | { type: 'utterance'; pcm: Buffer; endedBy: 'silence' | 'length' };

/** dBFS of s16le samples (−Infinity for digital silence). */
export function levelDb(pcm: Buffer): number {
  const samples = pcm.length >> 1;
  if (samples === 0) return -Infinity;
  let sum = 0;
  for (let i = 0; i < samples; i++) {
    const s = pcm.readInt16LE(i * 2) / 32768;
    sum += s * s;
  }
  return 10 * Math.log10(sum / samples);
}

export class UtteranceDetector {
  private readonly options: VadOptions;
  private noiseFloorDb = -70;
  private preRoll: Buffer[] = [];
  private preRollMs = 0;
  private candidate: Buffer[] = [];
  private candidateMs = 0;
  private speech: Buffer[] = [];
  private speechMs = 0;
  private quietMs = 0;
  private speaking = false;

  constructor(options: Partial<VadOptions> = {}) {
    this.options = { ...defaultVadOptions, ...options };
  }

  get inSpeech(): boolean {
    return this.speaking;
  }

  push(chunk: Buffer): VadEvent[] {
    const o = this.options;
    const ms = ((chunk.length >> 1) / o.sampleRate) * 1000;
    const db = levelDb(chunk);
    const loud = db > Math.max(this.noiseFloorDb + o.marginDb, o.minSpeechDb);
    if (!loud) this.trackNoise(db);
    const events: VadEvent[] = [];

    if (!this.speaking) {
      if (!loud) {
        this.keepPreRoll([...this.candidate, chunk], this.candidateMs + ms);
        this.candidate = [];
        this.candidateMs = 0;
        return events;
      }
      this.candidate.push(chunk);
      this.candidateMs += ms;
      if (this.candidateMs < o.startMs) return events;
      this.speaking = true;
      this.speech = [...this.preRoll, ...this.candidate];
      this.speechMs = this.preRollMs + this.candidateMs;
      this.preRoll = [];
      this.preRollMs = 0;
      this.candidate = [];
      this.candidateMs = 0;
      this.quietMs = 0;
      events.push({ type: 'speech_started' });
      return events;
    }

    this.speech.push(chunk);
    this.speechMs += ms;
    this.quietMs = loud ? 0 : this.quietMs + ms;
    if (this.quietMs >= o.hangoverMs) events.push(this.finish('silence'));
    else if (this.speechMs >= o.maxUtteranceMs) events.push(this.finish('length'));
    return events;
  }

  /** The utterance in progress, when the session ends mid-sentence (nothing said is dropped). */
  flush(): Buffer | null {
    if (!this.speaking) return null;
    const event = this.finish('silence');
    return event.type === 'utterance' ? event.pcm : null;
  }

  private finish(endedBy: 'silence' | 'length'): VadEvent {
    const pcm = Buffer.concat(this.speech);
    this.speech = [];
    this.speechMs = 0;
    this.quietMs = 0;
    this.speaking = false;
    return { type: 'utterance', pcm, endedBy };
  }

  private keepPreRoll(chunks: Buffer[], ms: number): void {
    this.preRoll.push(...chunks);
    this.preRollMs += ms;
    while (this.preRoll.length > 1 && this.preRollMs - this.msOf(this.preRoll[0]!) >= this.options.preRollMs) {
      this.preRollMs -= this.msOf(this.preRoll.shift()!);
    }
  }

  private msOf(chunk: Buffer): number {
    return ((chunk.length >> 1) / this.options.sampleRate) * 1000;
  }

  // The floor follows quiet chunks: quickly down, slowly up, so a long sentence never becomes the floor.
  private trackNoise(db: number): void {
    if (!Number.isFinite(db)) return;
    this.noiseFloorDb = db < this.noiseFloorDb ? db : this.noiseFloorDb + Math.min(1, db - this.noiseFloorDb) * 0.5;
  }
}
