import {
  finalizeSessionRequestSchema,
  finalizeSessionResponseSchema,
  respondRequestSchema,
  respondResponseSchema,
  respondStreamEvents,
  type FinalizeSessionResponse,
  type RespondResponse,
  type RespondStreamError,
} from '@tend/contracts/assistant.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { HttpError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { conformAnswer } from '../../http/response-check';
import { eventStream } from '../../http/response-contract';
import { route } from '../../http/route';
import { conversationsRepo } from '../conversations/conversations.repo';
import { finalizeSession } from '../conversations/finalize-session.job';
import { readTurn, respondToMessage, type RespondDeps } from './respond.service';

/** Every turn may call a model: one user (or a stolen token) gets a generous but bounded share, plain and streamed alike. */
export const assistantLimitPerUser = { limit: 60, windowMs: 60_000 };

export function registerEngineRoutes(app: FastifyInstance): void {
  const { db, jobs, engine, hub, env } = app.services;
  const deps = (request: FastifyRequest): RespondDeps => ({ db, engine, jobs, hub, aiTimeoutMs: env.AI_TIMEOUT_MS, log: request.log });
  const refuseFlood = (actor: Actor, reply: FastifyReply, now: Date) =>
    enforceRateLimit(db, reply, `assistant:user:${actor.userId}`, assistantLimitPerUser, 'assistant messages', now);

  route(app, {
    method: 'POST',
    url: '/api/engine/respond',
    access: 'conversations:use',
    body: respondRequestSchema,
    response: respondResponseSchema,
    handler: async ({ actor, body, now, request, reply }): Promise<RespondResponse> => {
      const reads = readTurn(db, actor, body);
      // The reads go alongside the rate-limit check; nothing is claimed or written before it passes.
      await Promise.all([refuseFlood(actor, reply, now), reads]);
      return respondToMessage(deps(request), body, { actor, now, ip: request.ip }, reads);
    },
  });

  /**
   * The same call, streamed as Server-Sent Events: `delta` events carry the reply text as it is
   * produced; the final `done` event carries the answer respond would give (and that is stored).
   */
  route(app, {
    method: 'POST',
    url: '/api/engine/respond/stream',
    access: 'conversations:use',
    body: respondRequestSchema,
    response: eventStream('The reply as Server-Sent Events: delta (text so far), then done (the answer of /api/engine/respond) or error.', respondStreamEvents),
    handler: async ({ actor, body, now, request, reply }) => {
      const reads = readTurn(db, actor, body);
      await Promise.all([refuseFlood(actor, reply, now), reads]);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // Each event is held to its contract as a JSON answer is (strictly in tests: drift becomes an error event).
      const send = <E extends keyof typeof respondStreamEvents>(event: E, data: z.input<(typeof respondStreamEvents)[E]>) => {
        const checked = conformAnswer(respondStreamEvents[event], data, {
          route: `POST /api/engine/respond/stream (${event} event)`,
          strict: app.services.checkResponses,
          log: request.log,
        });
        raw.write(`event: ${event}\ndata: ${JSON.stringify(checked)}\n\n`);
      };
      try {
        const answer = await respondToMessage(deps(request), body, { actor, now, ip: request.ip, onText: (text) => send('delta', { text }) }, reads);
        send('done', answer);
      } catch (error) {
        const failure: RespondStreamError =
          error instanceof HttpError
            ? { status: error.status, error: error.code, message: error.message }
            : { status: 500, error: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' };
        if (!(error instanceof HttpError)) request.log.error({ err: { message: (error as Error).message } }, 'streamed respond failed');
        send('error', failure);
      }
      raw.end();
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/engine/finalize-session',
    access: 'conversations:use',
    body: finalizeSessionRequestSchema,
    response: finalizeSessionResponseSchema,
    handler: async ({ actor, body, reply, audit }): Promise<FinalizeSessionResponse> => {
      const conversation = await conversationsRepo(db, actor).get(body.session_id);
      if (!conversation) {
        await audit({ action: 'finalize', recordType: 'conversation', recordId: body.session_id, outcome: 'not_found' });
        return { queued: false, job_id: null };
      }
      const jobId = await jobs.enqueue(finalizeSession, { conversationId: conversation.id }, { userId: actor.userId });
      reply.status(202);
      return { queued: true, job_id: jobId };
    },
  });
}
