import type { LeadStatus } from '@tend/contracts/leads.contract';
import { and, asc, count, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { escapeLike } from '@tend/db/like';
import { leadEvents, leads } from '@tend/db/schema/leads';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'practiceId'>;
export type NewLeadEvent = Omit<typeof leadEvents.$inferInsert, 'id' | 'leadId'>;

/**
 * Which leads a caller works on, always inside their practice: admins and supervisors every lead
 * (they share out the inquiries), a therapist those assigned to them and the unassigned ones
 * (anyone may pick up a new inquiry, nobody reads a colleague's).
 */
export function visibleLeads(actor: Actor): SQL {
  const inPractice = eq(leads.practiceId, actor.practiceId);
  switch (actor.acting) {
    case 'admin':
    case 'supervisor':
      return inPractice;
    case 'therapist':
      return and(inPractice, or(eq(leads.assigneeId, actor.userId), isNull(leads.assigneeId)))!;
    default:
      return sql`false`;
  }
}

const withAssignee = { lead: leads, assigneeName: users.name };

/** Every query ANDs the caller's scope; another person's lead looks missing. */
export function leadsRepo(db: Db, actor: Actor) {
  const scope = visibleLeads(actor);
  return {
    async list(filter: { status?: LeadStatus; search?: string; limit: number }) {
      return db
        .select(withAssignee)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(and(scope, filter.status ? eq(leads.status, filter.status) : undefined, matching(filter.search)))
        .orderBy(desc(leads.createdAt), asc(leads.id))
        .limit(filter.limit);
    },

    /** How many visible leads are in each status (the board's column counts). */
    async countsByStatus() {
      return db.select({ status: leads.status, n: count() }).from(leads).where(scope).groupBy(leads.status);
    },

    /** Each visible lead's status and every status its history moved it to (the funnel's stages reached). */
    async statusHistories() {
      return db
        .select({ status: leads.status, reached: sql<(LeadStatus | null)[]>`array_agg(${leadEvents.toStatus})` })
        .from(leads)
        .leftJoin(leadEvents, eq(leadEvents.leadId, leads.id))
        .where(scope)
        .groupBy(leads.id, leads.status);
    },

    /** Per referral source ("" when none was given): how many leads, and how many became clients. */
    async bySource() {
      const source = sql<string>`coalesce(nullif(trim(${leads.referralSource}), ''), '')`;
      return db
        .select({ source, total: count(), converted: sql<number>`count(*) filter (where ${leads.status} = 'converted')`.mapWith(Number) })
        .from(leads)
        .where(scope)
        .groupBy(source)
        .orderBy(desc(count()));
    },

    async get(id: string) {
      const [row] = await db
        .select(withAssignee)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(and(scope, eq(leads.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The visible lead a client came from, if any. */
    async ofClient(clientId: string) {
      const [row] = await db
        .select(withAssignee)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeId))
        .where(and(eq(leads.practiceId, actor.practiceId), eq(leads.clientId, clientId)))
        .orderBy(desc(leads.createdAt))
        .limit(1);
      return row ?? null;
    },

    async create(values: NewLead) {
      const [row] = await db
        .insert(leads)
        .values({ ...values, practiceId: actor.practiceId })
        .returning({ id: leads.id });
      return row!.id;
    },

    /** Changes a visible lead; false when the caller may not see it. */
    async update(id: string, values: Partial<NewLead>, now: Date) {
      const rows = await db
        .update(leads)
        .set({ ...values, updatedAt: now })
        .where(and(scope, eq(leads.id, id)))
        .returning({ id: leads.id });
      return rows.length > 0;
    },

    /** The history of a lead, oldest first; call only for a lead already checked visible. */
    events: (leadId: string) =>
      db
        .select({ event: leadEvents, actorName: users.name })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorId))
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),

    addEvent: (leadId: string, event: NewLeadEvent) => addLeadEvent(db, leadId, { actorId: actor.userId, ...event }),

    /** True when the user is an active clinician or admin of the practice (someone a lead can be assigned to). */
    async isStaff(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, userId), eq(users.practiceId, actor.practiceId), eq(users.active, true), sql`${users.role} in ('therapist', 'supervisor', 'admin')`),
        )
        .limit(1);
      return !!row;
    },
  };
}

export async function addLeadEvent(db: Db, leadId: string, event: NewLeadEvent) {
  await db.insert(leadEvents).values({ ...event, leadId });
}

/** Names, e-mail, phone digits and referral source. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const digits = search.replace(/\D/g, '');
  const haystack = sql`lower(${leads.firstName} || ' ' || ${leads.lastName} || ' ' || coalesce(${leads.email}, '') || ' ' || coalesce(${leads.referralSource}, ''))`;
  return or(
    like(haystack, pattern),
    digits.length >= 3 ? like(sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g')`, `%${digits}%`) : undefined,
  );
}
