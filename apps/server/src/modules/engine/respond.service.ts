import { aiAssistantSettingsSchema } from '@tend/contracts/admin.contract';
import type { RespondRequest, RespondResponse } from '@tend/contracts/assistant.contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { engineRequests } from '@tend/db/schema/assistant';
import { conversations, messages } from '@tend/db/schema/conversations';
import { sentencesOf } from '../../ai/clinical/nlp';
import { screenRisk } from '../../ai/clinical/risk/screen';
import { EngineUnavailableError, type EnginePatient, type EngineReply } from '../../ai/engine';
import { guardReply, riskInsight } from '../../ai/risk-guard';
import { isTimeZone } from '../../ai/time';
import type { Actor } from '../../auth/actor';
import { recordAudit } from '../../audit/audit';
import { conflict, HttpError, notFound } from '../../http/errors';
import { saveGeneratedNoteKind, type SaveGeneratedNotePayload } from '../../jobs/save-generated-note.job';
import { clientDisplayName } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';
import { conversationsRepo } from '../conversations/conversations.repo';
import { findUserWithPractice } from '../users/users.repo';
import { assistantData } from './assistant-data';

const historyWindow = 40;

export const blankAnswer = (over: Partial<RespondResponse> = {}): RespondResponse => ({
  response: '',
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  vault_offer: null,
  note_content: null,
  document_type: null,
  note_id: null,
  patient_display: null,
  client_name: null,
  status: 'ok',
  message: null,
  action: null,
  already_processed: false,
  user_message_id: null,
  assistant_message_id: null,
  ...over,
});

interface RespondContext {
  actor: Actor;
  now: Date;
  ip: string;
  /** Streaming callers get the reply text as it is produced. */
  onText?: (delta: string) => void;
}

/**
 * POST /api/engine/respond. Idempotent on message_id: the first call claims it (with the user's
 * message, in one transaction); a repeat — even one racing the first — gets the stored answer
 * with already_processed and writes nothing.
 */
export async function respondToMessage(app: FastifyInstance, body: RespondRequest, ctx: RespondContext): Promise<RespondResponse> {
  const { db, engine, jobs } = app.services;
  const { actor, now } = ctx;
  const conversation = await conversationsRepo(db, actor).get(body.session_id);
  if (!conversation) return blankAnswer({ action: 'create_session', message: 'This conversation does not exist any more. Start a new one.' });

  const patientId = body.note_prefs?.patient_id;
  const patientRow = patientId ? await clientsRepo(db, actor).get(patientId) : null;
  if (patientId && !patientRow) throw notFound('Client');

  const claim = await claimMessage(app, body, conversation.id, ctx);
  // Answers stored before a field existed get its blank value.
  if (claim.kind === 'answered') return { ...blankAnswer(), ...claim.answer, already_processed: true };

  const history = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), ne(messages.id, claim.userMessageId)))
    .orderBy(asc(messages.createdAt))
    .then((rows) => rows.slice(-historyWindow));

  const patient: EnginePatient | null = patientRow
    ? { id: patientRow.id, name: clientDisplayName(patientRow), initials: `${patientRow.firstName[0] ?? ''}.${patientRow.lastName[0] ?? ''}.` }
    : null;
  const me = await findUserWithPractice(db, actor.userId);
  const practiceSettings = aiAssistantSettingsSchema.safeParse(me?.practiceSettings.ai_assistant ?? {});
  const timeZone = body.ai_context?.time_zone && isTimeZone(body.ai_context.time_zone) ? body.ai_context.time_zone : 'UTC';
  const input = {
    text: body.user_input,
    history,
    notePrefs: body.note_prefs,
    patient,
    clinicianName: me?.user.name ?? '',
    conversationId: conversation.id,
    data: assistantData(db, actor, now),
    now,
    timeZone,
    shareNames: practiceSettings.success && practiceSettings.data.allow_client_names_in_prompts,
  };

  let reply: EngineReply;
  try {
    const signal = AbortSignal.timeout(app.services.env.AI_TIMEOUT_MS);
    const answered = ctx.onText ? await engine.stream(input, ctx.onText, signal) : await engine.respond(input, signal);
    reply = guardReply(answered, input);
  } catch (error) {
    await db.update(engineRequests).set({ status: 'failed', finishedAt: now }).where(eq(engineRequests.messageId, body.message_id));
    if (error instanceof EngineUnavailableError) {
      app.log.warn({ engine: engine.name, reason: error.message }, 'assistant engine unavailable');
      if (error.unreachable) throw new HttpError(503, 'ai_unreachable', 'AI temporarily unreachable. Please try again shortly.', { user_message_id: claim.userMessageId });
      // The engine is down, but the screen still reads the turn: risk is never missed for want of a model.
      const flagged = riskInsight(screenRisk(sentencesOf(body.user_input)));
      return blankAnswer({ status: 'degraded', message: 'AI temporarily unavailable. Your message is saved; please try again.', user_message_id: claim.userMessageId, insights: flagged ? [flagged] : [] });
    }
    throw error;
  }

  const prefs = body.note_prefs;
  const noteMode = !!prefs && (prefs.write_soap || prefs.client_summary || prefs.therapist_reflection);
  const saveNote = reply.note && patient && noteMode ? reply.note : null;

  const answer = await db.transaction(async (tx) => {
    const [assistantMessage] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        role: 'assistant',
        content: reply.response,
        extras: { suggested_action: reply.suggested_action, options: reply.options, insights: reply.insights, recommendations: reply.recommendations, vault_offer: reply.vault_offer },
        createdAt: new Date(now.getTime() + 1),
      })
      .returning({ id: messages.id });
    const answer = blankAnswer({
      response: reply.response,
      suggested_action: reply.suggested_action,
      options: reply.options,
      insights: reply.insights,
      recommendations: reply.recommendations,
      vault_offer: reply.vault_offer,
      note_content: reply.note?.content ?? null,
      document_type: reply.note?.document_type ?? null,
      patient_display: reply.note && patient ? patient.name : null,
      client_name: reply.note && patient ? patient.name : null,
      user_message_id: claim.userMessageId,
      assistant_message_id: assistantMessage!.id,
    });
    await tx.update(engineRequests).set({ status: 'done', answer, finishedAt: now }).where(eq(engineRequests.messageId, body.message_id));
    await tx
      .update(conversations)
      .set({ lastUpdated: now, notePrefs: body.note_prefs ?? conversation.notePrefs, clientId: conversation.clientId ?? patient?.id ?? null })
      .where(eq(conversations.id, conversation.id));
    await recordAudit(tx, { actor, ip: ctx.ip, now }, { action: 'assistant_reply', recordType: 'conversation', recordId: conversation.id, clientId: patient?.id ?? conversation.clientId, outcome: 'success' });
    // Note mode with a client: the draft is saved by a durable job that reports its progress on the socket.
    if (saveNote && patient) {
      const payload: SaveGeneratedNotePayload = { conversationId: conversation.id, clientId: patient.id, documentType: saveNote.document_type, content: saveNote.content };
      await jobs.enqueue(saveGeneratedNoteKind, payload, { userId: actor.userId, db: tx });
    }
    return answer;
  });
  if (saveNote) {
    await app.services.hub.notifyUser(actor.userId, { type: 'soap_progress', status: 'generating', message: 'Writing your note…', note_id: null, note_data: null, content: null, session_id: conversation.id });
    jobs.kick();
  }
  return answer;
}

type Claim = { kind: 'claimed'; userMessageId: string } | { kind: 'answered'; answer: RespondResponse };

async function claimMessage(app: FastifyInstance, body: RespondRequest, conversationId: string, ctx: RespondContext): Promise<Claim> {
  const { db } = app.services;
  // A racing repeat waits as long as the first call may take.
  const deadline = Date.now() + app.services.env.AI_TIMEOUT_MS + 5_000;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(engineRequests)
        .values({ messageId: body.message_id, userId: ctx.actor.userId, conversationId, status: 'processing', createdAt: ctx.now })
        .onConflictDoNothing()
        .returning();
      if (fresh) {
        const [userMessage] = await tx.insert(messages).values({ conversationId, role: 'user', content: body.user_input, createdAt: ctx.now }).returning({ id: messages.id });
        await tx.update(engineRequests).set({ userMessageId: userMessage!.id }).where(eq(engineRequests.messageId, body.message_id));
        return userMessage!.id;
      }
      // A failed earlier attempt may be retried: its user message is already stored.
      const [retry] = await tx
        .update(engineRequests)
        .set({ status: 'processing' })
        .where(and(eq(engineRequests.messageId, body.message_id), eq(engineRequests.userId, ctx.actor.userId), eq(engineRequests.status, 'failed')))
        .returning();
      return retry?.userMessageId ?? null;
    });
    if (claimed) return { kind: 'claimed', userMessageId: claimed };

    const [existing] = await db.select().from(engineRequests).where(eq(engineRequests.messageId, body.message_id));
    if (!existing || existing.userId !== ctx.actor.userId || existing.conversationId !== conversationId) {
      throw conflict('message_id was already used for another message; generate a new one.');
    }
    if (existing.status === 'done' && existing.answer) return { kind: 'answered', answer: existing.answer as RespondResponse };
    if (Date.now() > deadline) throw conflict('This message is still being processed; try again shortly.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
