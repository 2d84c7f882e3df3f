import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { practices } from './practices';
import { users } from './users';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded and generated files (message attachments, shared documents, signed PDFs), kept in the
 * database: outside the web root, in the same transaction and backup as the rows that point to
 * them, and the same on every instance. Only routes that check the caller's scope serve them.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** The name shown and offered on download; never used as a path. */
    fileName: text('file_name').notNull(),
    /** Sniffed from the content, not taken from the upload's name or header. */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_practice_idx').on(t.practiceId)],
);
