import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The first answer to a create sent with an Idempotency-Key header. The row is written in the
 * create's own transaction, so a crash leaves neither (nothing stuck "processing"), and a racing
 * repeat waits on the primary key until the first commits, then gets its answer.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which create the key was used for; the same key on another route is refused. */
    scope: text('scope').notNull(),
    /** sha256 of the request body: a different body under the same key is refused (422). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
