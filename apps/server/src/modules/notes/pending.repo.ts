import { and, asc, desc, eq, gte, lt, max, notInArray, sql } from 'drizzle-orm';
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

  return {
    /** A completed visit without an approved note is pending (a visit still marked scheduled has not been confirmed as held). */
    async pendingNotes() {
      const rows = await db
        .select({ encounter: encounters, client: clients, hasDraft: draftNote })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, eq(encounters.status, 'completed'), sql`not ${approvedNote}`))
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
     * Held (completed) visits — the denominator of note completion, so pending ≤ held always — and
     * those of them pending, counted in one pass over the whole history (no window:
     * the dashboard says "all past sessions"). Only indexes are read — `encounters_held_idx` and
     * `notes_approved_encounter_idx` — so the cost is a few index pages per thousand visits.
     */
    async completionCounts() {
      const [row] = await db
        .select({
          held: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where not ${approvedNote}))::int`,
        })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, eq(encounters.status, 'completed')));
      return { held: row?.held ?? 0, pending: row?.pending ?? 0 };
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
