import { and, desc, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';

/** Latest session of this client with this clinician in the past week that has no note of this kind. */
export async function encounterToAttach(db: Db, clientId: string, providerId: string, documentType: DocumentType, now: Date) {
  const [row] = await db
    .select({ id: encounters.id })
    .from(encounters)
    .where(
      and(
        eq(encounters.clientId, clientId),
        eq(encounters.providerId, providerId),
        lte(encounters.scheduledStart, now),
        gte(encounters.scheduledStart, new Date(now.getTime() - 7 * 24 * 60 * 60_000)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notes)
            .where(and(eq(notes.encounterId, encounters.id), eq(notes.documentType, documentType))),
        ),
      ),
    )
    .orderBy(desc(encounters.scheduledStart))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Serialises note creation for one conversation (finalize-session and the drafted-note save may
 * run at once on different workers): held until the transaction ends.
 */
export async function lockConversationNotes(tx: Db, conversationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`conversation-notes:${conversationId}`}, 0))`);
}
