import { randomUUID } from 'node:crypto';
import type { AiContext, NotePrefs, RespondResponse } from '@tend/contracts/assistant.contract';
import { voiceClientMessageSchema, voiceCloseCodes, voiceMaxFrameBytes, type VoiceServerEvent } from '@tend/contracts/voice.contract';
import type { WebSocket } from 'ws';
import { sentencesOf } from '../../ai/clinical/nlp';
import type { Actor } from '../../auth/actor';
import { recordAudit } from '../../audit/audit';
import { HttpError } from '../../http/errors';
import { describeWait, hitRateLimit } from '../../http/rate-limit';
import type { SpeechProvider } from '../../speech/speech-provider';
import { UtteranceDetector, type VadOptions } from '../../speech/vad';
import { conversationsRepo } from '../conversations/conversations.repo';
import { assistantLimitPerUser } from '../engine/engine.routes';
import { respondToMessage, type RespondDeps } from '../engine/respond.service';
import { finalReflection, spokenReply, type SessionTally } from './spoken-text';

export interface VoiceTurnTiming {
  /** When the end of the utterance was detected. */
  utteranceEndedAt: number;
  transcribeMs: number;
  respondMs: number;
  /** Synthesis of the first sentence (the part of the wait before the first audio byte). */
  firstSynthesisMs: number;
  firstAudioSentAt: number;
}

export interface VoiceTuning {
  vad?: Partial<VadOptions>;
  /** Per answered turn, for the latency benchmark and tests. */
  onTiming?: (timing: VoiceTurnTiming) => void;
}

export interface VoiceStreamDeps extends RespondDeps, VoiceTuning {
  speech: SpeechProvider;
  clock: () => Date;
}

const greeting = 'Voice mode is on. Tell me about the session whenever you\'re ready, and say "write a SOAP note" when you want the draft.';
const unavailable = {
  speech: 'Speech recognition is unavailable right now. What was already transcribed is saved; try again or type instead.',
  voice: 'The spoken reply is unavailable right now; its text is in the conversation.',
};

/**
 * One voice session on one socket: audio in, utterances found by the detector, each transcribed
 * and answered by the same respond path as a typed turn (stored, audited, risk-screened), the
 * reply spoken back sentence by sentence. Turns are handled one at a time, in order.
 */
export class VoiceStream {
  private readonly detector: UtteranceDetector;
  private conversationId: string | null = null;
  private notePrefs: NotePrefs | undefined;
  private aiContext: AiContext | undefined;
  private turns: Promise<void> = Promise.resolve();
  /** Bumped when the user starts speaking: the reply being spoken stops (barge-in). */
  private playback = 0;
  private ending = false;
  private readonly tally: SessionTally = { heard: 0, answered: 0, drafts: [], riskFlagged: false, failed: 0 };

  constructor(
    private readonly deps: VoiceStreamDeps,
    private readonly actor: Actor,
    private readonly socket: WebSocket,
    private readonly ip: string,
  ) {
    this.detector = new UtteranceDetector(deps.vad);
  }

  /** Every frame the socket receives, in order. */
  receive(data: Buffer, isBinary: boolean): void {
    if (this.ending) return;
    if (isBinary) return this.audio(data);
    let message;
    try {
      message = voiceClientMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
    } catch {
      message = null;
    }
    if (!message?.success) return this.refuse(voiceCloseCodes.badFrame, 'bad_message');
    if (message.data.type === 'start_session') {
      const { session_id, note_prefs, ai_context } = message.data;
      this.notePrefs = note_prefs;
      this.aiContext = ai_context;
      this.enqueue(() => this.start(session_id));
    } else {
      this.end();
    }
  }

  /** The socket closed (by the browser or the network): the turn under way still completes and is stored. */
  closed(): void {
    this.ending = true;
    this.playback++;
  }

  private audio(frame: Buffer): void {
    if (frame.length > voiceMaxFrameBytes) return this.refuse(voiceCloseCodes.frameTooLarge, 'frame_too_large');
    if (frame.length % 2 !== 0) return this.refuse(voiceCloseCodes.badFrame, 'bad_audio_frame');
    for (const event of this.detector.push(frame)) {
      if (event.type === 'speech_started') {
        this.playback++;
        this.send({ type: 'speech_started' });
      } else {
        const endedAt = performance.now();
        this.enqueue(() => this.turn(event.pcm, endedAt));
      }
    }
  }

  /**
   * A broken frame ends the session with a clear code; what was said before it is still
   * transcribed and stored, and the socket closes once that is done.
   */
  private refuse(code: number, reason: string): void {
    this.ending = true;
    const pending = this.detector.flush();
    if (pending) {
      const endedAt = performance.now();
      this.enqueue(() => this.turn(pending, endedAt));
    }
    this.send({ type: 'error', code: reason, message: 'Voice connection closed. Please try again.' });
    void this.turns.then(() => this.socket.close(code, reason));
  }

  private end(): void {
    this.ending = true;
    const pending = this.detector.flush();
    if (pending) {
      const endedAt = performance.now();
      this.enqueue(() => this.turn(pending, endedAt));
    }
    this.enqueue(async () => {
      const reflection = finalReflection(this.tally);
      if (this.conversationId) {
        // The reflection joins the conversation after the spoken turns, so it outlives the overlay.
        await conversationsRepo(this.deps.db, this.actor).addMessage(this.conversationId, { role: 'assistant', content: reflection }, this.deps.clock());
        await this.audit('voice_session_end', 'success');
      }
      this.send({ type: 'session_ended', final_reflection: reflection });
      this.socket.close(voiceCloseCodes.normal, 'session ended');
    });
  }

  private enqueue(work: () => Promise<void>): void {
    this.turns = this.turns.then(work).catch((error: unknown) => {
      this.deps.log.error({ err: { message: (error as Error).message } }, 'voice turn failed');
      this.send({ type: 'error', code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    });
  }

  private async start(sessionId: string | undefined): Promise<void> {
    const repo = conversationsRepo(this.deps.db, this.actor);
    const conversation = sessionId ? await repo.get(sessionId) : await repo.openEmpty(this.deps.clock());
    if (!conversation) {
      // Another user's conversation looks missing, and the attempt is recorded.
      await recordAudit(this.deps.db, this.auditContext(), {
        action: 'voice_session_start',
        recordType: 'conversation',
        recordId: sessionId!,
        outcome: 'not_found',
      });
      this.send({ type: 'error', code: 'not_found', message: 'This conversation does not exist any more. Start a new one.' });
      this.ending = true;
      this.socket.close(voiceCloseCodes.forbidden, 'conversation_not_found');
      return;
    }
    this.conversationId = conversation.id;
    await this.audit('voice_session_start', 'success');
    this.send({ type: 'session_started', session_id: conversation.id, greeting });
    await this.speak(greeting, this.playback);
  }

  private async turn(pcm: Buffer, utteranceEndedAt: number): Promise<void> {
    if (!this.conversationId) return;
    const started = performance.now();
    let text: string;
    try {
      text = (await this.deps.speech.transcribe(pcm, AbortSignal.timeout(this.deps.aiTimeoutMs))).trim();
    } catch (error) {
      this.deps.log.warn({ provider: this.deps.speech.kind, reason: (error as Error).message }, 'speech recognition failed');
      this.tally.failed++;
      this.send({ type: 'error', code: 'speech_unavailable', message: unavailable.speech });
      return;
    }
    const transcribeMs = performance.now() - started;
    if (!text) return;
    this.tally.heard++;
    this.send({ type: 'transcript', speaker: 'user', text, next_action: 'process' });

    // Spoken turns count against the same per-user assistant limit as typed ones (audio can be sent faster than spoken).
    const { limit, windowMs } = assistantLimitPerUser;
    const hit = await hitRateLimit(this.deps.db, `assistant:user:${this.actor.userId}`, limit, windowMs, this.deps.clock());
    if (hit.limited) {
      this.send({
        type: 'error',
        code: 'too_many_requests',
        message: `Too many assistant messages: please wait ${describeWait(hit.retryAfterSeconds)} and say it again.`,
      });
      return;
    }

    const respondStarted = performance.now();
    let answer: RespondResponse;
    try {
      answer = await respondToMessage(
        this.deps,
        {
          user_input: text,
          assistant_type: 'therapist',
          session_id: this.conversationId,
          message_id: randomUUID(),
          note_prefs: this.notePrefs,
          ai_context: this.aiContext,
        },
        { actor: this.actor, now: this.deps.clock(), ip: this.ip },
      );
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'Something went wrong on our side. Please try again.';
      this.send({ type: 'error', code: error instanceof HttpError ? error.code : 'internal', message });
      return;
    }
    const respondMs = performance.now() - respondStarted;
    this.tally.answered++;
    if (answer.document_type && answer.note_content) this.tally.drafts.push(answer.document_type);
    if (answer.insights.some((insight) => insight.severity === 'critical' || insight.severity === 'warning')) this.tally.riskFlagged = true;

    const spoken = spokenReply(answer);
    const generation = this.playback;
    this.send({
      type: 'transcript',
      speaker: 'assistant',
      text: answer.message ?? answer.response,
      next_action: spoken ? 'speak' : 'listen',
      note_id: answer.note_id,
      document_type: answer.document_type,
      draft:
        answer.note_content && answer.document_type && answer.assistant_message_id
          ? {
              message_id: answer.assistant_message_id,
              content: answer.note_content,
              document_type: answer.document_type,
              patient_display: answer.patient_display,
            }
          : null,
    });
    const first = await this.speak(spoken, generation);
    if (first) this.deps.onTiming?.({ utteranceEndedAt, transcribeMs, respondMs, firstSynthesisMs: first.synthesisMs, firstAudioSentAt: first.sentAt });
  }

  /** Speaks sentence by sentence so the first is heard while the rest are made; stops on barge-in. */
  private async speak(text: string, generation: number): Promise<{ synthesisMs: number; sentAt: number } | null> {
    let first: { synthesisMs: number; sentAt: number } | null = null;
    for (const sentence of sentencesOf(text)) {
      if (generation !== this.playback || this.socket.readyState !== this.socket.OPEN) break;
      const started = performance.now();
      let wav: Buffer;
      try {
        wav = await this.deps.speech.synthesize(sentence, AbortSignal.timeout(this.deps.aiTimeoutMs));
      } catch (error) {
        this.deps.log.warn({ provider: this.deps.speech.kind, reason: (error as Error).message }, 'speech synthesis failed');
        this.send({ type: 'error', code: 'speech_unavailable', message: unavailable.voice });
        break;
      }
      const synthesisMs = performance.now() - started;
      if (generation !== this.playback || this.socket.readyState !== this.socket.OPEN) break;
      this.socket.send(wav, { binary: true });
      first ??= { synthesisMs, sentAt: performance.now() };
    }
    return first;
  }

  private send(event: VoiceServerEvent): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(event));
  }

  private auditContext() {
    return { actor: this.actor, ip: this.ip, now: this.deps.clock() };
  }

  private audit(action: string, outcome: 'success'): Promise<void> {
    return recordAudit(this.deps.db, this.auditContext(), { action, recordType: 'conversation', recordId: this.conversationId!, outcome });
  }
}
