import { aiAssistantSettingsSchema } from '@tend/contracts/admin.contract';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import { respondDefaults, type RespondRequest, type RespondResponse } from '@tend/contracts/assistant.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@tend/db/client';
import { sentencesOf } from '../../ai/clinical/nlp';
import { screenRisk } from '../../ai/clinical/risk/screen';
import { EngineUnavailableError, type AssistantEngine, type EnginePatient, type EngineReply } from '../../ai/engine';
import { guardReply, riskInsight } from '../../ai/risk-guard';
import type { Actor } from '../../auth/actor';
import { recordAudit } from '../../audit/audit';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { JobRunner } from '../../jobs/job-runner';
import type { NotificationHub } from '../../realtime/hub';
import { clientsRepo } from '../clients/clients.repo';
import { conversationsRepo } from '../conversations/conversations.repo';
import { saveGeneratedNote } from '../notes/save-generated-note.job';
import { findUserWithPractice } from '../users/users.repo';
import { assistantData } from './assistant-data';
import { enginePage, enginePatientOf } from './engine-page';
import { engineRequestsRepo } from './engine-requests.repo';
import { storeAnswer, type AnsweredTurn } from './store-answer';

const historyWindow = 40;

/** An answer from the contract's defaults with the given fields set. */
export const blankAnswer = (over: Partial<RespondResponse> = {}): RespondResponse => ({ ...structuredClone(respondDefaults), ...over });

/** What answering needs, handed over by the route (not the Fastify instance). */
export interface RespondDeps {
  db: Db;
  engine: AssistantEngine;
  jobs: Pick<JobRunner, 'enqueue' | 'kick'>;
  hub: NotificationHub;
  aiTimeoutMs: number;
  log: FastifyBaseLogger;
}

interface RespondContext {
  actor: Actor;
  now: Date;
  ip: string;
  /** Streaming callers get the reply text as it is produced. */
  onText?: (delta: string) => void;
}

/** What answering reads before it claims the message, all independent of one another. */
export interface TurnReads {
  conversation: Awaited<ReturnType<ReturnType<typeof conversationsRepo>['get']>>;
  patientRow: Awaited<ReturnType<ReturnType<typeof clientsRepo>['get']>>;
  history: Awaited<ReturnType<ReturnType<typeof conversationsRepo>['history']>>;
  page: Awaited<ReturnType<typeof enginePage>>;
  me: Awaited<ReturnType<typeof findUserWithPractice>>;
}

/**
 * Begins the turn's reads side by side (on PostgreSQL each takes its own pooled connection); a
 * route starts them alongside its rate-limit check. The history leaves out this message's own turn
 * (a retried claim keeps its stored message), so it may be read before the claim. Another user's
 * conversation reads as missing, and its history as empty.
 */
export async function readTurn(db: Db, actor: Actor, body: RespondRequest): Promise<TurnReads> {
  const patientId = body.note_prefs?.patient_id;
  const [conversation, patientRow, history, page, me] = await Promise.all([
    conversationsRepo(db, actor).get(body.session_id),
    patientId ? clientsRepo(db, actor).get(patientId) : null,
    conversationsRepo(db, actor).history(body.session_id, body.message_id, historyWindow),
    enginePage(db, actor, body.ai_context),
    findUserWithPractice(db, actor.userId),
  ]);
  return { conversation, patientRow, history, page, me };
}

/**
 * POST /api/engine/respond. Idempotent on message_id: the first call claims it (with the user's
 * message, in one statement); a repeat — even one racing the first — gets the stored answer
 * with already_processed and writes nothing.
 */
export async function respondToMessage(
  deps: RespondDeps,
  body: RespondRequest,
  ctx: RespondContext,
  reads: Promise<TurnReads> = readTurn(deps.db, ctx.actor, body),
): Promise<RespondResponse> {
  const { db, engine, jobs, hub } = deps;
  const { actor, now } = ctx;
  // Another user's conversation or client looks missing, and the attempt is recorded.
  const refused = (recordType: 'conversation' | 'client', recordId: string) =>
    recordAudit(db, { actor, ip: ctx.ip, now }, { action: 'assistant_reply', recordType, recordId, outcome: 'not_found' });
  const patientId = body.note_prefs?.patient_id;
  const { conversation, patientRow, history, page, me } = await reads;
  if (!conversation) {
    await refused('conversation', body.session_id);
    return blankAnswer({ action: 'create_session', message: 'This conversation does not exist any more. Start a new one.' });
  }
  if (patientId && !patientRow) {
    await refused('client', patientId);
    throw notFound('Client');
  }

  const claim = await claimMessage(deps, body, conversation.id, ctx);
  // Answers stored before a field existed get its blank value.
  if (claim.kind === 'answered') return { ...blankAnswer(), ...claim.answer, already_processed: true };

  // On a client's page, "summarize" and note mode mean that client unless note settings chose one.
  const patient: EnginePatient | null = patientRow ? enginePatientOf(patientRow) : (page?.currentPatient ?? null);
  const practiceSettings = aiAssistantSettingsSchema.safeParse(me?.practiceSettings.ai_assistant ?? {});
  // "Today" is the clinician's: the zone they chose, else where their browser is, else the practice's.
  const timeZone = resolveTimeZone({ chosen: me?.user.timeZone, reported: body.ai_context?.time_zone, practice: me?.practice.timeZone ?? 'UTC' });
  const input = {
    text: body.user_input,
    history,
    notePrefs: body.note_prefs,
    patient,
    page,
    clinicianName: me?.user.name ?? '',
    conversationId: conversation.id,
    data: assistantData(db, actor, now, ctx.ip),
    now,
    timeZone,
    shareNames: practiceSettings.success && practiceSettings.data.allow_client_names_in_prompts,
  };

  let reply: EngineReply;
  try {
    const signal = AbortSignal.timeout(deps.aiTimeoutMs);
    const answered = ctx.onText ? await engine.stream(input, ctx.onText, signal) : await engine.respond(input, signal);
    reply = guardReply(answered, input);
  } catch (error) {
    await engineRequestsRepo(db, actor).markFailed(body.message_id, now);
    if (error instanceof EngineUnavailableError) {
      deps.log.warn({ engine: engine.name, reason: error.message }, 'assistant engine unavailable');
      if (error.unreachable)
        throw new HttpError(503, errorCodes.aiUnreachable, 'AI temporarily unreachable. Please try again shortly.', { user_message_id: claim.userMessageId });
      // The engine is down, but the screen still reads the turn: risk is never missed for want of a model.
      const flagged = riskInsight(screenRisk(sentencesOf(body.user_input)));
      return blankAnswer({
        status: 'degraded',
        message: 'AI temporarily unavailable. Your message is saved; please try again.',
        user_message_id: claim.userMessageId,
        insights: flagged ? [flagged] : [],
      });
    }
    throw error;
  }

  const prefs = body.note_prefs;
  const noteMode = !!prefs && (prefs.write_soap || prefs.client_summary || prefs.therapist_reflection);
  const saveNote = reply.note && patient && noteMode ? reply.note : null;

  const assistantMessageId = crypto.randomUUID();
  // What the assistant's stored message carries beside its text, and the answer with it.
  const extras = {
    suggested_action: reply.suggested_action,
    options: reply.options,
    insights: reply.insights,
    recommendations: reply.recommendations,
    vault_offer: reply.vault_offer,
  };
  const answer = blankAnswer({
    response: reply.response,
    ...extras,
    proposal: reply.proposal,
    note_content: reply.note?.content ?? null,
    document_type: reply.note?.document_type ?? null,
    patient_display: reply.note && patient ? patient.name : null,
    client_name: reply.note && patient ? patient.name : null,
    user_message_id: claim.userMessageId,
    assistant_message_id: assistantMessageId,
  });
  const turn: AnsweredTurn = {
    conversationId: conversation.id,
    messageId: body.message_id,
    assistantMessage: {
      id: assistantMessageId,
      content: reply.response,
      extras,
      createdAt: new Date(now.getTime() + 1),
    },
    answer,
    // The page's client names the conversation only once a note is written for them.
    conversation: {
      notePrefs: body.note_prefs ?? conversation.notePrefs,
      clientId: conversation.clientId ?? (patientRow || saveNote ? patient?.id : null) ?? null,
    },
    audit: {
      ctx: { actor, ip: ctx.ip, now },
      entry: {
        action: 'assistant_reply',
        recordType: 'conversation',
        recordId: conversation.id,
        clientId: patient?.id ?? reply.proposal?.client_id ?? conversation.clientId,
        outcome: 'success',
      },
    },
    now,
  };
  // Note mode with a client: the draft is saved by a durable job (committed with the answer) that reports its progress on the socket.
  if (saveNote && patient) {
    // The turn's message_id makes the save idempotent: a job run again adds no second version.
    const payload = {
      conversationId: conversation.id,
      clientId: patient.id,
      documentType: saveNote.document_type,
      content: saveNote.content,
      messageId: body.message_id,
    };
    await db.transaction(async (tx) => {
      await storeAnswer(tx, actor, turn);
      await jobs.enqueue(saveGeneratedNote, payload, { userId: actor.userId, db: tx });
    });
  } else {
    await storeAnswer(db, actor, turn);
  }
  if (saveNote) {
    await hub.notifyUser(actor.userId, {
      type: 'soap_progress',
      status: 'generating',
      message: 'Writing your note…',
      note_id: null,
      note_data: null,
      content: null,
      session_id: conversation.id,
    });
    jobs.kick();
  }
  return answer;
}

type Claim = { kind: 'claimed'; userMessageId: string } | { kind: 'answered'; answer: RespondResponse };

async function claimMessage({ db, aiTimeoutMs }: RespondDeps, body: RespondRequest, conversationId: string, ctx: RespondContext): Promise<Claim> {
  const requests = engineRequestsRepo(db, ctx.actor);
  // The first call gives up on the model after aiTimeoutMs; a claim older than that plus time for its
  // writes was abandoned by a server that died, and a repeat re-runs it.
  const leaseMs = aiTimeoutMs + 5_000;
  // A racing repeat waits until the first call answers or its lease runs out.
  const started = Date.now();
  const deadline = started + leaseMs + 2_000;
  for (;;) {
    const now = new Date(ctx.now.getTime() + (Date.now() - started));
    const claimed = await requests.claim(body.message_id, conversationId, body.user_input, now, leaseMs);
    if (claimed) return { kind: 'claimed', userMessageId: claimed };

    // Another user's use of the id looks unknown here, and gets the same answer.
    const existing = await requests.get(body.message_id);
    if (!existing || existing.conversationId !== conversationId) {
      throw conflict('message_id was already used for another message; generate a new one.');
    }
    if (existing.status === 'done' && existing.answer) return { kind: 'answered', answer: existing.answer as RespondResponse };
    if (Date.now() > deadline) throw conflict('This message is still being processed; try again shortly.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
