import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messageSides } from '@tend/contracts/messaging.contract';
import { clientGroups } from './client-details';
import { clients } from './clients';
import { at, createdAt, id, oneOf } from './columns';
import { storedFiles } from './files';
import { practices } from './practices';
import { users } from './users';

/** One secure-messaging thread per client, or per couple (then group_id instead of client_id). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => clientGroups.id, { onDelete: 'cascade' }),
    lastMessageAt: at('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_threads_client_unique').on(t.clientId),
    uniqueIndex('message_threads_group_unique').on(t.groupId),
    index('message_threads_practice_idx').on(t.practiceId, t.lastMessageAt),
    check('message_threads_one_owner_check', sql`(${t.clientId} is null) <> (${t.groupId} is null)`),
  ],
);

/** A secure message (the assistant's chat messages are the separate `messages` table). */
export const secureMessages = pgTable(
  'secure_messages',
  {
    id: id(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The practice's side or the client's: unread counts and receipts are per side. */
    senderSide: text('sender_side', { enum: messageSides }).notNull(),
    body: text('body').notNull(),
    /** The sender's key for this message: a retried send is answered with the first one. */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('secure_messages_thread_idx').on(t.threadId, t.createdAt),
    uniqueIndex('secure_messages_sender_key_unique').on(t.senderId, t.clientKey),
    oneOf('secure_messages_sender_side_check', t.senderSide, messageSides),
  ],
);

/** Files sent with a message; uploaded first (message_id null), attached when the message is sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => secureMessages.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId), index('message_attachments_uploader_idx').on(t.uploadedBy)],
);

/** How far each user has read a thread: unread counts and read receipts come from it. */
export const threadReads = pgTable(
  'thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: at('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('thread_reads_user_idx').on(t.userId)],
);
