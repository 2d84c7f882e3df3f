import {
  finalizeSessionRequestSchema,
  respondRequestSchema,
  type FinalizeSessionResponse,
  type RespondResponse,
} from '@tend/contracts/assistant.contract';
import type { FastifyInstance } from 'fastify';
import { finalizeSessionKind } from '../../jobs/finalize-session.job';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { conversationsRepo } from '../conversations/conversations.repo';
import { respondToMessage } from './respond.service';

export function registerEngineRoutes(app: FastifyInstance): void {
  const { db, jobs } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/engine/respond',
    access: 'conversations:use',
    body: respondRequestSchema,
    handler: ({ actor, body, now, request }): Promise<RespondResponse> => respondToMessage(app, body, { actor, now, ip: request.ip }),
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
    handler: async ({ actor, body, now, request, reply }) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      const send = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const answer = await respondToMessage(app, body, { actor, now, ip: request.ip, onText: (text) => send('delta', { text }) });
        send('done', answer);
      } catch (error) {
        const failure = error instanceof HttpError ? { status: error.status, error: error.code, message: error.message } : { status: 500, error: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
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
    handler: async ({ actor, body, reply }): Promise<FinalizeSessionResponse> => {
      const conversation = await conversationsRepo(db, actor).get(body.session_id);
      if (!conversation) return { queued: false, job_id: null };
      const jobId = await jobs.enqueue(finalizeSessionKind, { conversationId: conversation.id }, { userId: actor.userId });
      reply.status(202);
      return { queued: true, job_id: jobId };
    },
  });
}
