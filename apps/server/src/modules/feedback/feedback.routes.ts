import { feedbackRequestSchema } from '@tend/contracts/assistant.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feedback } from '@tend/db/schema/assistant';
import { conversations, messages } from '@tend/db/schema/conversations';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/feedback',
    access: 'conversations:use',
    body: feedbackRequestSchema,
    handler: async ({ actor, body, now, reply }) => {
      // Only on an assistant message of one's own conversation.
      const [target] = await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, body.message_id), eq(messages.role, 'assistant'), eq(conversations.userId, actor.userId)));
      if (!target) throw notFound('Message');
      const inserted = await db
        .insert(feedback)
        .values({ userId: actor.userId, messageId: target.id, kind: body.feedback_type, comment: body.message, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: feedback.id });
      reply.status(inserted.length > 0 ? 201 : 200);
      return { ok: true as const, already_given: inserted.length === 0 };
    },
  });
}
