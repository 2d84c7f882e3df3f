import { feedbackRequestSchema, feedbackResponseSchema } from '@tend/contracts/assistant.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { feedbackRepo } from './feedback.repo';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/feedback',
    access: 'conversations:use',
    body: feedbackRequestSchema,
    response: feedbackResponseSchema,
    handler: async ({ actor, body, now, reply, audit }) => {
      // Only on an assistant message of one's own conversation; another's is refused as missing, and recorded.
      const repo = feedbackRepo(db, actor);
      const target = await repo.assistantMessage(body.message_id);
      if (!target) {
        await audit({ action: 'give_feedback', recordType: 'message', recordId: body.message_id, outcome: 'not_found' });
        throw notFound('Message');
      }
      const given = await repo.give(target, body.feedback_type, body.message, now);
      reply.status(given ? 201 : 200);
      return { ok: true as const, already_given: !given };
    },
  });
}
