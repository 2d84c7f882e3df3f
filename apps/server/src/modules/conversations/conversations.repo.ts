import { and, asc, desc, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { perDatabase } from '@tend/db/per-database';
import { engineRequests, feedback } from '@tend/db/schema/assistant';
import { conversations, messages } from '@tend/db/schema/conversations';
import type { Actor } from '../../auth/actor';

/** Words of a search as a prefix tsquery ("anx work" → anx:* & work:*), or null when nothing is searchable. */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** A conversation of the user's; the history before a turn (every assistant turn reads both: prepared). */
const turnQueries = perDatabase((db) => {
  const ofUser = eq(conversations.userId, sql.placeholder('userId'));
  // The user message of the turn with this message_id, if it was stored already (a retried claim keeps it).
  const thisTurn = sql`exists (select 1 from ${engineRequests} where ${engineRequests.userId} = ${sql.placeholder('userId')}
    and ${engineRequests.messageId} = ${sql.placeholder('turnMessageId')} and ${engineRequests.userMessageId} = ${messages.id})`;
  return {
    conversation: db
      .select()
      .from(conversations)
      .where(and(ofUser, eq(conversations.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('conversation_of_user'),
    // The newest first (a long conversation is not read whole); history() puts them in order.
    history: db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(ofUser, eq(messages.conversationId, sql.placeholder('conversationId')), not(thisTurn)))
      .orderBy(desc(messages.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare('conversation_history'),
  };
});

/** Conversations belong to one user: every query is filtered to the caller. */
export function conversationsRepo(db: Db, actor: Actor) {
  const mine = eq(conversations.userId, actor.userId);
  return {
    /**
     * A conversation to start talking in: the caller's newest one without messages if there is one
     * (every tab and sign-in asks for one, and they should not pile up), else a new one. A lock per
     * user makes tabs asking at once wait for each other and get the same conversation.
     */
    async openEmpty(now: Date) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`conversation-new:${actor.userId}`}, 0))`);
        const hasMessages = sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id})`;
        const [empty] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(mine, sql`not ${hasMessages}`))
          .orderBy(desc(conversations.createdAt))
          .limit(1);
        if (empty) {
          // Reused, it comes back to the top of the list as a new one would.
          const [row] = await tx.update(conversations).set({ lastUpdated: now }).where(eq(conversations.id, empty.id)).returning();
          return row!;
        }
        const [row] = await tx.insert(conversations).values({ userId: actor.userId, createdAt: now, lastUpdated: now }).returning();
        return row!;
      });
    },

    async get(id: string) {
      const [row] = await turnQueries(db).conversation.execute({ userId: actor.userId, id });
      return row ?? null;
    },

    recent: (limit = 20) => db.select().from(conversations).where(mine).orderBy(desc(conversations.lastUpdated)).limit(limit),

    /** Full-text over titles and message content (Postgres text search, prefix-matched). */
    search(text: string | undefined, limit = 100) {
      const query = text ? prefixQuery(text) : null;
      const matches = query
        ? or(
            sql`to_tsvector('english', ${conversations.title}) @@ to_tsquery('english', ${query})`,
            sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and to_tsvector('english', ${messages.content}) @@ to_tsquery('english', ${query}))`,
          )
        : undefined;
      return db.select().from(conversations).where(and(mine, matches)).orderBy(desc(conversations.lastUpdated)).limit(limit);
    },

    async rename(id: string, title: string, now: Date) {
      const [row] = await db
        .update(conversations)
        .set({ title, lastUpdated: now })
        .where(and(mine, eq(conversations.id, id)))
        .returning();
      return row ?? null;
    },

    /** A page of messages, newest page first, each page in chronological order. */
    async messages(conversationId: string, options: { before?: string; limit: number }) {
      let cursor = undefined;
      if (options.before) {
        const [pivot] = await db
          .select({ createdAt: messages.createdAt, id: messages.id })
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), eq(messages.id, options.before)));
        if (pivot) cursor = or(lt(messages.createdAt, pivot.createdAt), and(eq(messages.createdAt, pivot.createdAt), lt(messages.id, pivot.id)));
      }
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), cursor))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(options.limit + 1);
      return { rows: rows.slice(0, options.limit).reverse(), hasMore: rows.length > options.limit };
    },

    /**
     * The last `limit` messages of a conversation of the caller's, oldest first, leaving out the user
     * message of the turn with this message_id (the one being answered, if it was stored already).
     */
    async history(conversationId: string, turnMessageId: string, limit: number) {
      const rows = await turnQueries(db).history.execute({ userId: actor.userId, conversationId, turnMessageId, limit });
      return rows.reverse();
    },

    /** Adds a message to a conversation the caller has already found (get) to be theirs. */
    async addMessage(conversationId: string, message: Pick<typeof messages.$inferInsert, 'role' | 'content' | 'extras'>, createdAt: Date): Promise<string> {
      const [row] = await db
        .insert(messages)
        .values({ ...message, conversationId, createdAt })
        .returning({ id: messages.id });
      return row!.id;
    },

    /** What the caller said in a conversation of theirs, oldest first. */
    async userMessages(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ content: messages.content })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(mine, eq(messages.conversationId, conversationId), eq(messages.role, 'user')))
        .orderBy(asc(messages.createdAt));
      return rows.map((r) => r.content);
    },

    /** Titles a conversation the caller left; the first finalization is the one recorded. */
    async finalize(id: string, title: string, now: Date) {
      await db
        .update(conversations)
        .set({ title, finalizedAt: sql`coalesce(${conversations.finalizedAt}, ${now})` })
        .where(and(mine, eq(conversations.id, id)));
    },

    /** Feedback kinds the caller already gave, per message. */
    async feedbackGiven(messageIds: string[]) {
      if (messageIds.length === 0) return new Map<string, string[]>();
      const rows = await db
        .select({ messageId: feedback.messageId, kind: feedback.kind })
        .from(feedback)
        .where(and(eq(feedback.userId, actor.userId), inArray(feedback.messageId, messageIds)));
      const given = new Map<string, string[]>();
      for (const r of rows) given.set(r.messageId, [...(given.get(r.messageId) ?? []), r.kind]);
      return given;
    },
  };
}
