import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { MeasureKind, MeasureSchedule } from '@tend/contracts/measures.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { measureAssignments, measureResponses, moodEntries } from '@tend/db/schema/measures';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export type AssignmentRow = typeof measureAssignments.$inferSelect;
export type ResponseRow = typeof measureResponses.$inferSelect;

const day = 24 * 60 * 60 * 1000;

/**
 * Forms, scores and the mood log of the clients the caller may see: a clinician's caseload, a
 * portal user's own record and their minors'. Every query ANDs that scope, so another person's
 * record looks missing.
 */
export function measuresRepo(db: Db, actor: Actor) {
  const visibleIds = () => db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
  const ofClient = (column: typeof measureAssignments.clientId | typeof measureResponses.clientId | typeof moodEntries.clientId, clientId: string) =>
    and(eq(column, clientId), inArray(column, visibleIds()));

  return {
    /** The visible clients among these (portal: the records the user answers for). */
    visibleClients: () =>
      db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          preferredName: clients.preferredName,
          providerId: clients.providerId,
        })
        .from(clients)
        .where(visibleClients(actor))
        .orderBy(asc(clients.lastName), asc(clients.firstName)),

    assignments: (clientIds: string[], activeOnly = false) =>
      clientIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ assignment: measureAssignments, assignedByName: users.name })
            .from(measureAssignments)
            .leftJoin(users, eq(users.id, measureAssignments.assignedBy))
            .where(
              and(
                inArray(measureAssignments.clientId, clientIds),
                inArray(measureAssignments.clientId, visibleIds()),
                activeOnly ? isNull(measureAssignments.endedAt) : undefined,
              ),
            )
            .orderBy(desc(measureAssignments.assignedAt)),

    async assignment(clientId: string, id: string) {
      const [row] = await db
        .select()
        .from(measureAssignments)
        .where(and(ofClient(measureAssignments.clientId, clientId), eq(measureAssignments.id, id)))
        .limit(1);
      return row ?? null;
    },

    async assign(client: { id: string; practiceId: string }, values: { measure: MeasureKind; schedule: MeasureSchedule }, now: Date) {
      const [row] = await db
        .insert(measureAssignments)
        .values({ ...values, clientId: client.id, practiceId: client.practiceId, assignedBy: actor.userId, assignedAt: now })
        .returning();
      return row!;
    },

    async end(clientId: string, id: string, now: Date) {
      const [row] = await db
        .update(measureAssignments)
        .set({ endedAt: now })
        .where(and(ofClient(measureAssignments.clientId, clientId), eq(measureAssignments.id, id), isNull(measureAssignments.endedAt)))
        .returning();
      return row ?? null;
    },

    /** Completed forms without their answers, oldest first. */
    results: (clientIds: string[]) =>
      clientIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ response: measureResponses, submittedByName: users.name })
            .from(measureResponses)
            .leftJoin(users, eq(users.id, measureResponses.submittedBy))
            .where(and(inArray(measureResponses.clientId, clientIds), inArray(measureResponses.clientId, visibleIds())))
            .orderBy(asc(measureResponses.submittedAt), asc(measureResponses.id)),

    /** One completed form with its answers, if its client is visible. */
    async response(id: string) {
      const [row] = await db
        .select({ response: measureResponses, submittedByName: users.name })
        .from(measureResponses)
        .leftJoin(users, eq(users.id, measureResponses.submittedBy))
        .where(and(eq(measureResponses.id, id), inArray(measureResponses.clientId, visibleIds())))
        .limit(1);
      return row ?? null;
    },

    async submit(values: Omit<typeof measureResponses.$inferInsert, 'id' | 'submittedBy'>) {
      const [row] = await db
        .insert(measureResponses)
        .values({ ...values, submittedBy: actor.userId })
        .returning();
      return row!;
    },

    /** Visits around now that decide what is due before a visit: the last half year and the next few days. */
    visits: (clientIds: string[], now: Date) =>
      clientIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ clientId: encounters.clientId, start: encounters.scheduledStart, status: encounters.status })
            .from(encounters)
            .where(
              and(
                inArray(encounters.clientId, clientIds),
                inArray(encounters.clientId, visibleIds()),
                gte(encounters.scheduledStart, new Date(now.getTime() - 183 * day)),
                lte(encounters.scheduledStart, new Date(now.getTime() + 4 * day)),
              ),
            ),

    /** The latest year or so of the mood log, newest first. */
    moodEntries: (clientIds: string[]) =>
      clientIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(moodEntries)
            .where(and(inArray(moodEntries.clientId, clientIds), inArray(moodEntries.clientId, visibleIds())))
            .orderBy(desc(moodEntries.recordedAt))
            .limit(366),

    async addMood(clientId: string, values: { mood: number; note: string | null }, now: Date) {
      const [row] = await db
        .insert(moodEntries)
        .values({ ...values, clientId, recordedBy: actor.userId, recordedAt: now })
        .returning();
      return row!;
    },
  };
}

export type MeasuresRepo = ReturnType<typeof measuresRepo>;
