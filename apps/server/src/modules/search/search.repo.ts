import { Temporal } from 'temporal-polyfill';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { escapeLike } from '@tend/db/like';
import { clients } from '@tend/db/schema/clients';
import { conversations } from '@tend/db/schema/conversations';
import { notes } from '@tend/db/schema/notes';
import type { SearchResult } from '@tend/contracts/search.contract';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';

const perKind = 5;

/** Searches what the caller may see: clients and notes in their scope, their own conversations. */
export function searchRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const mine = eq(conversations.userId, actor.userId);
  return {
    /** Up to five matches per kind the caller may read. */
    async everything(text: string, can: { clients: boolean; notes: boolean; conversations: boolean }, timeZone: string): Promise<SearchResult[]> {
      // The day as the caller's calendar has it: a note written at 8 pm in Chicago is that day's, not the next UTC day's.
      const day = (at: Date) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
      const pattern = `%${escapeLike(text)}%`;
      const [clientRows, noteRows, conversationRows] = await Promise.all([
        can.clients
          ? db
              .select()
              .from(clients)
              .where(and(scope, or(ilike(clients.firstName, pattern), ilike(clients.lastName, pattern), ilike(clients.preferredName, pattern))))
              .limit(perKind)
          : [],
        can.notes
          ? db
              .select({ note: notes, client: clients })
              .from(notes)
              .innerJoin(clients, eq(clients.id, notes.clientId))
              .where(and(scope, or(ilike(notes.noteContent, pattern), ilike(clients.firstName, pattern), ilike(clients.lastName, pattern))))
              .orderBy(desc(notes.createdAt))
              .limit(perKind)
          : [],
        can.conversations
          ? db
              .select()
              .from(conversations)
              .where(and(mine, ilike(conversations.title, pattern)))
              .orderBy(desc(conversations.lastUpdated))
              .limit(perKind)
          : [],
      ]);
      return [
        ...clientRows.map((c) => ({
          kind: 'client' as const,
          id: c.id,
          title: clientDisplayName(c),
          subtitle: `Client · ${c.status}`,
          link: `/clients/${c.id}`,
        })),
        ...noteRows.map(({ note, client }) => ({
          kind: 'note' as const,
          id: note.id,
          title: `${note.documentType.replace(/_/g, ' ')} — ${clientDisplayName(client)}`,
          subtitle: `Note · ${note.status} · ${day(note.createdAt)}`,
          link: `/notes/${note.id}`,
        })),
        ...conversationRows.map((c) => ({
          kind: 'conversation' as const,
          id: c.id,
          title: c.title,
          subtitle: `Conversation · ${day(c.lastUpdated)}`,
          link: `/conversations/${c.id}`,
        })),
      ];
    },
  };
}
