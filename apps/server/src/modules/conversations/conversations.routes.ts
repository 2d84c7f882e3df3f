import {
  conversationIdParamsSchema,
  conversationListResponseSchema,
  conversationSchema,
  conversationSearchQuerySchema,
  messagesQuerySchema,
  messagesResponseSchema,
  newConversationResponseSchema,
  sessionParamsSchema,
  updateConversationRequestSchema,
  userIdParamsSchema,
  type Conversation,
  type ConversationListResponse,
  type MessagesResponse,
  type NewConversationResponse,
} from '@tend/contracts/conversations.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { idsOf } from '../../audit/ids-of';
import { conversationsRepo } from './conversations.repo';
import { toConversationView, toMessageView } from './conversation-view';

export function registerConversationRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/conversations/new',
    access: 'conversations:use',
    response: newConversationResponseSchema,
    handler: async ({ actor, now, reply }): Promise<NewConversationResponse> => {
      const conversation = await conversationsRepo(db, actor).openEmpty(now);
      reply.status(201);
      return { session_id: conversation.id };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/conversations/:session/messages',
    access: 'conversations:use',
    params: sessionParamsSchema,
    query: messagesQuerySchema,
    response: messagesResponseSchema,
    handler: async ({ actor, params, query, audit }): Promise<MessagesResponse> => {
      const repo = conversationsRepo(db, actor);
      const conversation = await repo.get(params.session);
      await audit({
        action: 'read',
        recordType: 'conversation',
        recordId: params.session,
        clientId: conversation?.clientId,
        outcome: conversation ? 'success' : 'not_found',
      });
      if (!conversation) throw notFound('Conversation');
      const page = await repo.messages(conversation.id, query);
      const given = await repo.feedbackGiven(page.rows.map((m) => m.id));
      return { messages: page.rows.map((m) => toMessageView(m, given.get(m.id) ?? [])), has_more: page.hasMore };
    },
  });

  // The spec puts the user id in the path; only one's own conversations are ever listed.
  route(app, {
    method: 'GET',
    url: '/api/conversations/recent/:userId',
    access: 'conversations:use',
    params: userIdParamsSchema,
    response: conversationListResponseSchema,
    handler: async ({ actor, params, audit }): Promise<ConversationListResponse> => {
      if (params.userId !== actor.userId) {
        await audit({ action: 'list_recent', recordType: 'conversation', recordId: params.userId, outcome: 'not_found' });
        throw notFound('User');
      }
      const rows = await conversationsRepo(db, actor).recent();
      // Titles may name clients: the ids shown are recorded (never the titles).
      await audit({ action: 'list_recent', recordType: 'conversation', recordId: idsOf(rows), outcome: 'success' });
      return rows.map(toConversationView);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/conversations/all/:userId',
    access: 'conversations:use',
    params: userIdParamsSchema,
    query: conversationSearchQuerySchema,
    response: conversationListResponseSchema,
    handler: async ({ actor, params, query, audit }): Promise<ConversationListResponse> => {
      // One event per call: a search (its text may name a client, so it is not recorded) or a plain list.
      const action = query.search ? 'search' : 'list';
      if (params.userId !== actor.userId) {
        await audit({ action, recordType: 'conversation', recordId: params.userId, outcome: 'not_found' });
        throw notFound('User');
      }
      const rows = await conversationsRepo(db, actor).search(query.search);
      await audit({ action, recordType: 'conversation', recordId: idsOf(rows), outcome: 'success' });
      return rows.map(toConversationView);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/conversations/:id/update',
    access: 'conversations:use',
    params: conversationIdParamsSchema,
    body: updateConversationRequestSchema,
    response: conversationSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<Conversation> => {
      const row = await conversationsRepo(db, actor).rename(params.id, body.title, now);
      await audit({ action: 'update', recordType: 'conversation', recordId: params.id, clientId: row?.clientId, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Conversation');
      return toConversationView(row);
    },
  });
}
