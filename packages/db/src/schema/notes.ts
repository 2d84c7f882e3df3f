import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { noteVersionSources } from '@tend/contracts/note-versions.contract';
import { documentTypes, noteStatuses } from '@tend/contracts/notes.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clients } from './clients';
import { conversations } from './conversations';
import { encounters } from './encounters';
import { practices } from './practices';
import { users } from './users';

/**
 * Facts a signed note attests that may change afterwards (a licence renewed, a diagnosis resolved,
 * a safety plan rewritten), kept as they were at signing so an export prints the record as signed.
 */
export interface NoteSigningRecord {
  signer: { name: string; credentials: string | null; npi: string | null; license_number: string | null; license_state: string | null };
  /** The client's current diagnoses (ICD-10-CM), primary first. */
  diagnoses: { code: string; description: string }[];
  /** Kept when a risk response was recorded: the attached assessment's level and the client's safety plan then. */
  risk: {
    assessment: { level: string | null; completed_at: string | null } | null;
    safety_plan: { updated_at: string; shared: boolean } | null;
  } | null;
}

export const notes = pgTable(
  'notes',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    /** The assistant conversation a generated note came from. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: documentTypes }).notNull(),
    noteContent: text('note_content').notNull(),
    /**
     * The text as first drafted (by the assistant, or before the clinician's first edit): what the
     * note page compares with to show which sentences the clinician changed. Null until known.
     */
    draftedContent: text('drafted_content'),
    status: text('status', { enum: noteStatuses }).notNull().default('draft'),
    signedAt: at('signed_at'),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the clinician did about risk language, recorded before signing a risk-positive note. */
    riskResponse: jsonb('risk_response').$type<{ action: string; reason: string | null }>(),
    /** What was true when it was signed, for its exports: the signer's identity, the diagnoses, the risk context. Null before signing. */
    signingRecord: jsonb('signing_record').$type<NoteSigningRecord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_client_idx').on(t.clientId),
    index('notes_author_idx').on(t.authorId, t.createdAt),
    // One note of a kind per appointment: racing saves cannot both insert.
    uniqueIndex('notes_one_per_encounter_and_type')
      .on(t.encounterId, t.documentType)
      .where(sql`${t.encounterId} is not null`),
    // The notes list's order (drafts first, newest, id between equals): the first page is the index's first entries.
    index('notes_list_order_idx').on(t.practiceId, t.status, t.createdAt, t.id),
    // "Has an approved note", answered from the index alone for each held visit (completion counts).
    index('notes_approved_encounter_idx')
      .on(t.encounterId)
      .where(sql`${t.status} = 'approved'`),
    // "Has an unsigned draft" for each visit (completion counts: a visit with a draft is not documented).
    index('notes_draft_encounter_idx')
      .on(t.encounterId)
      .where(sql`${t.status} = 'draft'`),
    index('notes_conversation_idx').on(t.conversationId, t.documentType),
    oneOf('notes_document_type_check', t.documentType, documentTypes),
    oneOf('notes_status_check', t.status, noteStatuses),
  ],
);

/** Later changes to a signed note: kept with author and time, never a silent edit. */
export const noteAddenda = pgTable(
  'note_addenda',
  {
    id: id(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('note_addenda_note_idx').on(t.noteId, t.createdAt)],
);

/**
 * A draft's history: each text the assistant generated for it, and the clinician's own text where
 * a new generation replaced it (conversation-draft.ts says when). Append-only; number counts from 1
 * per note. The practice is kept beside the note so a version is scoped like every other record.
 */
export const noteVersions = pgTable(
  'note_versions',
  {
    id: id(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    content: text('content').notNull(),
    source: text('source', { enum: noteVersionSources }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The assistant turn (engine request message_id) a generation answers: its job, run again, adds nothing. */
    messageId: uuid('message_id'),
  },
  (t) => [
    uniqueIndex('note_versions_number_idx').on(t.noteId, t.number),
    uniqueIndex('note_versions_message_idx')
      .on(t.noteId, t.messageId)
      .where(sql`${t.messageId} is not null`),
    oneOf('note_versions_source_check', t.source, noteVersionSources),
  ],
);
