import { and, asc, desc, eq, gte, lt, max, ne, notInArray, or, sql } from 'drizzle-orm';
import { notHeldStatuses } from '@tend/contracts/calendar.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';

/** The caller's own sessions and documentation duty: appointments they are the provider of. */
export function caseloadRepo(db: Db, actor: Actor) {
  const own = and(eq(encounters.providerId, actor.userId), visibleClients(actor));
  const approvedNote = sql`exists (select 1 from ${notes} where ${notes.encounterId} = ${encounters.id} and ${notes.status} = 'approved')`;
  const draftNote = sql<boolean>`exists (select 1 from ${notes} where ${notes.encounterId} = ${encounters.id} and ${notes.status} = 'draft')`;
  /**
   * Spec 1's completion indicator counts "how many notes are documented or pending", so it must not
   * call a visit documented while a note of it waits for Approve and Sign (spec 4): a visit is
   * documented when it has a signed note and no unsigned draft. The visits counted are the held
   * (completed) ones and any other that carries an unsigned draft (a visit not yet marked held
   * whose note was begun), so pending ≤ counted always.
   */
  const pendingVisit = sql`(not ${approvedNote} or ${draftNote})`;

  return {
    /** Visits whose documentation is not done: held without a signed note, or carrying an unsigned draft. */
    async pendingNotes() {
      const rows = await db
        .select({ encounter: encounters, client: clients, hasDraft: draftNote })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, or(eq(encounters.status, 'completed'), draftNote), pendingVisit))
        // Sessions at the same time come in name order, the same on every database.
        .orderBy(asc(encounters.scheduledStart), asc(clients.lastName), asc(clients.firstName), asc(encounters.id));
      return rows.map((r) => ({
        encounterId: r.encounter.id,
        clientName: clientDisplayName(r.client),
        scheduledStart: r.encounter.scheduledStart,
        hasDraft: r.hasDraft,
      }));
    },

    /**
     * The visits counted (the denominator of note completion) and those of them pending, over the
     * whole history (no window: the dashboard says "all past sessions"). Held visits are read from
     * `encounters_held_idx` with a probe of `notes_approved_encounter_idx` and
     * `notes_draft_encounter_idx` each; the other visits with a draft are found from the drafts.
     */
    async completionCounts() {
      const [held] = await db
        .select({
          held: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${pendingVisit}))::int`,
        })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, eq(encounters.status, 'completed')));
      const [drafted] = await db
        .select({ visits: sql<number>`count(distinct ${encounters.id})::int` })
        .from(notes)
        .innerJoin(encounters, eq(encounters.id, notes.encounterId))
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, eq(notes.practiceId, actor.practiceId), eq(notes.status, 'draft'), ne(encounters.status, 'completed')));
      const others = drafted?.visits ?? 0;
      return { held: (held?.held ?? 0) + others, pending: (held?.pending ?? 0) + others };
    },

    async appointmentsBetween(from: Date, to: Date) {
      const rows = await db
        .select({ encounter: encounters, client: clients })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, gte(encounters.scheduledStart, from), lt(encounters.scheduledStart, to)))
        .orderBy(asc(encounters.scheduledStart));
      return rows.map((r) => ({
        clientName: clientDisplayName(r.client),
        scheduledStart: r.encounter.scheduledStart,
        scheduledEnd: r.encounter.scheduledEnd,
        status: r.encounter.status,
      }));
    },

    /** Clients by their latest past session, most recent first. */
    async recentClients(now: Date, limit = 5) {
      const last = max(encounters.scheduledStart);
      const rows = await db
        .select({ client: clients, lastSession: last })
        .from(clients)
        .innerJoin(
          encounters,
          and(eq(encounters.clientId, clients.id), lt(encounters.scheduledStart, now), notInArray(encounters.status, [...notHeldStatuses])),
        )
        .where(own)
        .groupBy(clients.id)
        .orderBy(desc(last))
        .limit(limit);
      return rows.map((r) => ({ id: r.client.id, name: clientDisplayName(r.client), lastSession: r.lastSession ? new Date(r.lastSession) : null }));
    },
  };
}
