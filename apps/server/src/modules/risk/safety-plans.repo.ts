import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { practices } from '@tend/db/schema/practices';
import { riskAssessments, safetyPlans } from '@tend/db/schema/risk';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export type SafetyPlanRow = NonNullable<Awaited<ReturnType<ReturnType<typeof safetyPlansRepo>['current']>>>;
type PlanValues = Pick<typeof safetyPlans.$inferInsert, 'sections' | 'assessmentId'>;

/**
 * Safety plans of the clients the caller may see (visibleClients: a clinician's caseload, a portal
 * user's own record and their minors'). A client's latest plan is the current one.
 */
export function safetyPlansRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const select = () =>
    db
      .select({
        plan: safetyPlans,
        client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
        practiceName: practices.name,
        updatedByName: users.name,
      })
      .from(safetyPlans)
      .innerJoin(clients, eq(clients.id, safetyPlans.clientId))
      .innerJoin(practices, eq(practices.id, safetyPlans.practiceId))
      .leftJoin(users, eq(users.id, safetyPlans.updatedBy));
  const newestFirst = [desc(safetyPlans.createdAt), desc(safetyPlans.id)] as const;

  return {
    /** The client's current (latest) plan, or null. */
    async current(clientId: string) {
      const [row] = await select()
        .where(and(scope, eq(safetyPlans.clientId, clientId)))
        .orderBy(...newestFirst)
        .limit(1);
      return row ?? null;
    },

    /** The current plans that are shared, one per visible client (the portal's view). */
    async sharedCurrent() {
      const latest = sql`(select distinct on (${safetyPlans.clientId}) ${safetyPlans.id} from ${safetyPlans}
        order by ${safetyPlans.clientId}, ${safetyPlans.createdAt} desc, ${safetyPlans.id} desc)`;
      const rows = await select()
        .where(and(scope, inArray(safetyPlans.id, latest), sql`${safetyPlans.sharedAt} is not null`))
        .orderBy(clients.lastName, clients.firstName);
      return rows;
    },

    /** A visible client's assessment, when the plan links one. */
    async assessmentOfClient(assessmentId: string, clientId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: riskAssessments.id })
        .from(riskAssessments)
        .innerJoin(clients, eq(clients.id, riskAssessments.clientId))
        .where(and(scope, eq(riskAssessments.id, assessmentId), eq(riskAssessments.clientId, clientId)))
        .limit(1);
      return !!row;
    },

    /** Creates the client's plan; the client must have been checked visible in the same transaction. */
    async create(clientId: string, values: PlanValues, now: Date): Promise<void> {
      await db
        .insert(safetyPlans)
        .values({ ...values, clientId, practiceId: actor.practiceId, createdBy: actor.userId, updatedBy: actor.userId, createdAt: now, updatedAt: now });
    },

    /** Changes a plan found through current() in the same transaction (so in scope). */
    async update(planId: string, values: Partial<PlanValues> & { sharedAt?: Date | null }, now: Date): Promise<void> {
      await db
        .update(safetyPlans)
        .set({ ...values, updatedBy: actor.userId, updatedAt: now })
        .where(and(eq(safetyPlans.id, planId), eq(safetyPlans.practiceId, actor.practiceId)));
    },
  };
}
