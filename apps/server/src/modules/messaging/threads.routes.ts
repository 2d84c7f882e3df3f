import {
  markThreadReadResponseSchema,
  messageThreadSchema,
  messageThreadsQuerySchema,
  messageThreadsResponseSchema,
  openThreadRequestSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  threadMessagesQuerySchema,
  threadMessagesResponseSchema,
  threadParamsSchema,
  type MessageThread,
  type SendMessageResponse,
  type ThreadMessagesResponse,
} from '@tend/contracts/messaging.contract';
import type { Permission } from '@tend/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '@tend/db/errors';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route, type Audit, type RouteContext } from '../../http/route';
import { announceSafetyAlert, type RaisedSafetyAlert } from '../safety-alerts/raise-safety-alert';
import { deliverMessage, threadParticipants } from './delivery';
import { screenPortalMessage } from './message-risk';
import { AttachmentTakenError, messagesRepo } from './messages.repo';
import { messagingPolicyText } from './policy-text';
import { sideOf } from './thread-scope';
import { threadsRepo, type ThreadRow } from './threads.repo';

const threadAudit = (action: string, thread: ThreadRow | null, threadId: string) => ({
  action,
  recordType: 'message_thread',
  recordId: threadId,
  clientId: thread?.clientId ?? null,
  outcome: thread ? ('success' as const) : ('not_found' as const),
});

/**
 * The thread routes under one prefix: the practice's (/api/messages, clinicians) and the portal's
 * (/api/client/messages, portal users). Both see only their visible threads; the side a message is
 * written for comes from the caller.
 */
const attachmentRefused = () => badRequest('attachment_ids: upload each file first; a file can be sent once.');

export function registerThreadRoutes(app: FastifyInstance, prefix: string, access: { read: Permission; write: Permission }): void {
  const services = app.services;
  const { db } = services;
  const portal = access.read === 'portal:self';

  /** 404 for a thread the caller may not see, audited either way. */
  async function visibleThread(actor: RouteContext<unknown, unknown, unknown>['actor'], audit: Audit, threadId: string, action: string): Promise<ThreadRow> {
    const thread = await threadsRepo(db, actor).row(threadId);
    if (!thread) {
      await audit(threadAudit(action, null, threadId));
      throw notFound('Thread');
    }
    return thread;
  }

  route(app, {
    method: 'GET',
    url: `${prefix}/threads`,
    access: access.read,
    query: messageThreadsQuerySchema,
    response: messageThreadsResponseSchema,
    handler: async ({ actor, query, audit }) => {
      const repo = threadsRepo(db, actor);
      if (portal) await repo.ensurePortalThreads();
      const threads = await repo.list(query.search);
      await audit({ action: 'list_threads', recordType: 'message_thread', outcome: 'success' });
      return { threads };
    },
  });

  route(app, {
    method: 'GET',
    url: `${prefix}/threads/:id`,
    access: access.read,
    params: threadParamsSchema,
    query: threadMessagesQuerySchema,
    response: threadMessagesResponseSchema,
    handler: async ({ actor, params, query, audit }): Promise<ThreadMessagesResponse> => {
      const thread = await visibleThread(actor, audit, params.id, 'read_messages');
      const [summary, page, policyText] = await Promise.all([
        threadsRepo(db, actor).get(thread.id),
        messagesRepo(db, actor).page(thread.id, query),
        messagingPolicyText(db, actor.practiceId),
      ]);
      await audit(threadAudit('read_messages', thread, thread.id));
      return { thread: summary!, messages: page.messages, has_more: page.hasMore, viewer_side: sideOf(actor), policy_text: policyText };
    },
  });

  route(app, {
    method: 'POST',
    url: `${prefix}/threads/:id/messages`,
    access: access.write,
    params: threadParamsSchema,
    body: sendMessageRequestSchema,
    response: sendMessageResponseSchema,
    handler: async ({ actor, params, body, now, audit, reply }): Promise<SendMessageResponse> => {
      const thread = await visibleThread(actor, audit, params.id, 'send_message');
      const retried = async () => {
        const earlier = body.client_key ? await messagesRepo(db, actor).byClientKey(body.client_key) : null;
        if (earlier && earlier.threadId !== thread.id) throw conflict('This client_key was already used for a message in another thread.');
        return earlier;
      };
      let sent = await retried();
      const duplicate = !!sent;
      let alert: RaisedSafetyAlert | null = null;
      if (!sent) {
        try {
          sent = await db.transaction(async (tx) => {
            const message = await messagesRepo(tx, actor).send(
              thread.id,
              { body: body.body, attachmentIds: body.attachment_ids, clientKey: body.client_key },
              now,
            );
            if (message === 'attachment_missing') throw attachmentRefused();
            await audit({ ...threadAudit('send_message', thread, thread.id), recordType: 'secure_message', recordId: message.id }, tx);
            // A client's own words are screened for risk as they are sent (message-risk.ts).
            if (portal && thread.clientId) alert = await screenPortalMessage(tx, actor, thread.clientId, { id: message.id, body: body.body }, now);
            return message;
          });
        } catch (error) {
          if (error instanceof AttachmentTakenError) throw attachmentRefused();
          // The same key sent twice at once: the first one won, and this retry answers it.
          const earlier = isUniqueViolation(error) ? await retried() : null;
          if (!earlier) throw error;
          sent = earlier;
        }
      }
      const [message] = await messagesRepo(db, actor).views([sent]);
      if (!duplicate) {
        const summary = await threadsRepo(db, actor).get(thread.id);
        await deliverMessage(services, { ...thread, name: summary?.name ?? 'A client' }, message!, now);
      }
      if (alert) await announceSafetyAlert(services, app.log, alert);
      reply.status(duplicate ? 200 : 201);
      return { message: message!, duplicate };
    },
  });

  route(app, {
    method: 'POST',
    url: `${prefix}/threads/:id/read`,
    access: access.read,
    params: threadParamsSchema,
    response: markThreadReadResponseSchema,
    handler: async ({ actor, params, now, audit }) => {
      const thread = await visibleThread(actor, audit, params.id, 'mark_read');
      const readAt = await threadsRepo(db, actor).markRead(thread.id, now);
      await audit(threadAudit('mark_read', thread, thread.id));
      // Read receipts update live on both sides.
      const event = { type: 'secure_message_read', thread_id: thread.id, side: sideOf(actor), read_at: readAt.toISOString() };
      const sides = await threadParticipants(db, thread);
      for (const userId of new Set([...sides.client, ...sides.practice, actor.userId])) await services.hub.notifyUser(userId, event);
      return { ok: true as const, last_read_at: readAt.toISOString() };
    },
  });

  if (portal) return;

  /** The thread of a client or couple, created on first use (deep links from the client page). */
  route(app, {
    method: 'POST',
    url: `${prefix}/threads`,
    access: access.write,
    body: openThreadRequestSchema,
    response: messageThreadSchema,
    handler: async ({ actor, body, audit }): Promise<MessageThread> => {
      const owner = body.client_id ? { clientId: body.client_id } : { groupId: body.group_id! };
      const repo = threadsRepo(db, actor);
      const thread = await db.transaction((tx) => threadsRepo(tx, actor).open(owner));
      const recordId = body.client_id ?? body.group_id!;
      await audit({
        action: 'open_thread',
        recordType: body.client_id ? 'client' : 'client_group',
        recordId,
        clientId: thread ? (body.client_id ?? null) : null,
        outcome: thread ? 'success' : 'not_found',
      });
      if (!thread) throw notFound(body.client_id ? 'Client' : 'Group');
      return (await repo.get(thread.id))!;
    },
  });
}
