import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { NoteVersionSource } from '@tend/contracts/note-versions.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { noteVersions, notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export interface NewVersion {
  content: string;
  source: NoteVersionSource;
  createdAt: Date;
  /** Who asked for the generation, or whose text it is. */
  createdBy: string;
  messageId?: string | null;
}

/**
 * A note's versions, reached only through a note the caller may see (its client visible to them),
 * the same scope as reading the note itself.
 */
export function noteVersionsRepo(db: Db, actor: Actor) {
  const visibleNote = (noteId: string) =>
    and(eq(notes.id, noteId), inArray(notes.clientId, db.select({ id: clients.id }).from(clients).where(visibleClients(actor))));
  const summary = { number: noteVersions.number, source: noteVersions.source, createdAt: noteVersions.createdAt, authorName: users.name };
  const ofNote = () => db.select().from(noteVersions).innerJoin(notes, eq(notes.id, noteVersions.noteId)).leftJoin(users, eq(users.id, noteVersions.createdBy));

  return {
    /** Oldest first. */
    async list(noteId: string) {
      const rows = await db
        .select(summary)
        .from(noteVersions)
        .innerJoin(notes, eq(notes.id, noteVersions.noteId))
        .leftJoin(users, eq(users.id, noteVersions.createdBy))
        .where(visibleNote(noteId))
        .orderBy(asc(noteVersions.number));
      return rows;
    },

    async get(noteId: string, number: number) {
      const [row] = await ofNote()
        .where(and(visibleNote(noteId), eq(noteVersions.number, number)))
        .limit(1);
      return row
        ? {
            number: row.note_versions.number,
            source: row.note_versions.source,
            createdAt: row.note_versions.createdAt,
            authorName: row.users?.name ?? null,
            content: row.note_versions.content,
          }
        : null;
    },

    async latest(noteId: string) {
      const [row] = await db
        .select({ number: noteVersions.number, content: noteVersions.content })
        .from(noteVersions)
        .innerJoin(notes, eq(notes.id, noteVersions.noteId))
        .where(visibleNote(noteId))
        .orderBy(desc(noteVersions.number))
        .limit(1);
      return row ?? null;
    },

    /** Whether this assistant turn already added its generation to the note (a job run again). */
    async hasMessage(noteId: string, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ number: noteVersions.number })
        .from(noteVersions)
        .innerJoin(notes, eq(notes.id, noteVersions.noteId))
        .where(and(visibleNote(noteId), eq(noteVersions.messageId, messageId)))
        .limit(1);
      return !!row;
    },

    /**
     * Appends the next version (its number one past the note's last; callers hold the note's
     * drafting lock, and note_versions_number_idx refuses a second of one number). Answers its number.
     */
    async add(noteId: string, v: NewVersion): Promise<number> {
      const [note] = await db.select({ practiceId: notes.practiceId }).from(notes).where(visibleNote(noteId));
      if (!note) throw new Error('the note to version is not visible to its writer');
      const [last] = await db
        .select({ number: max(noteVersions.number) })
        .from(noteVersions)
        .where(eq(noteVersions.noteId, noteId));
      const number = (last?.number ?? 0) + 1;
      await db.insert(noteVersions).values({ noteId, practiceId: note.practiceId, number, ...v, messageId: v.messageId ?? null });
      return number;
    },
  };
}
