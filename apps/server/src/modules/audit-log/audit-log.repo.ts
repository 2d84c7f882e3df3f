import type { AuditLogEvent, AuditLogQuery } from '@tend/contracts/audit-log.contract';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { auditEvents } from '@tend/db/schema/audit';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';

type Filters = Omit<AuditLogQuery, 'limit' | 'before'>;

/** The day after a YYYY-MM-DD, for an inclusive `to` (dates are read in UTC, as the events' times are stored). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The practice's audit events: only events of the caller's practice, whatever the filters say. */
export function auditLogRepo(db: Db, actor: Pick<Actor, 'practiceId'>) {
  const actorUser = alias(users, 'actor_user');
  const where = (f: Filters, before?: number): SQL | undefined =>
    and(
      eq(auditEvents.practiceId, actor.practiceId),
      f.user_id ? eq(auditEvents.actorId, f.user_id) : undefined,
      f.client_id ? eq(auditEvents.clientId, f.client_id) : undefined,
      f.action ? eq(auditEvents.action, f.action) : undefined,
      f.record_type ? eq(auditEvents.recordType, f.record_type) : undefined,
      f.record_id ? eq(auditEvents.recordId, f.record_id) : undefined,
      f.outcome ? eq(auditEvents.outcome, f.outcome) : undefined,
      f.from ? gte(auditEvents.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
      f.to ? lt(auditEvents.at, dayAfter(f.to)) : undefined,
      before ? lt(auditEvents.seq, before) : undefined,
    );

  return {
    /** Newest first; `limit` + 1 rows are read to know whether an older page exists. */
    async page(f: Filters, limit: number, before?: number): Promise<{ events: AuditLogEvent[]; nextBefore: number | null }> {
      const rows = await db
        .select({ event: auditEvents, actorName: actorUser.name, client: clients })
        .from(auditEvents)
        // Names come only from the reader's own practice: an event can hold another practice's id
        // (a refused try at it records the id tried, ARCHITECTURE rule 4), and that id must not
        // turn into that person's name here. Such an event shows the bare id.
        .leftJoin(actorUser, and(eq(actorUser.id, auditEvents.actorId), eq(actorUser.practiceId, actor.practiceId)))
        .leftJoin(clients, and(eq(clients.id, auditEvents.clientId), eq(clients.practiceId, actor.practiceId)))
        .where(where(f, before))
        .orderBy(desc(auditEvents.seq))
        .limit(limit + 1);
      const events = rows.slice(0, limit).map(({ event, actorName, client }) => ({
        seq: event.seq,
        at: event.at.toISOString(),
        actor_id: event.actorId,
        actor_name: actorName,
        actor_role: event.actorRole,
        action: event.action,
        record_type: event.recordType,
        record_id: event.recordId,
        client_id: event.clientId,
        client_name: client ? clientDisplayName(client) : null,
        outcome: event.outcome,
        ip: event.ip,
      }));
      return { events, nextBefore: rows.length > limit ? events.at(-1)!.seq : null };
    },
  };
}
