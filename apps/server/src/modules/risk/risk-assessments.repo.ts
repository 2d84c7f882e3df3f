import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { riskAssessments } from '@tend/db/schema/risk';
import { users } from '@tend/db/schema/users';
import type { RiskAssessmentStatus } from '@tend/contracts/risk.contract';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export type AssessmentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof riskAssessmentsRepo>['get']>>>;
export type AssessmentValues = Partial<
  Pick<
    typeof riskAssessments.$inferInsert,
    'screener' | 'selfHarm' | 'homicide' | 'riskFactors' | 'protectiveFactors' | 'formulation' | 'screenerLevel' | 'level' | 'levelReason'
  >
>;
export type NewAssessment = AssessmentValues & Pick<typeof riskAssessments.$inferInsert, 'clientId' | 'noteId' | 'encounterId'>;

/**
 * Risk assessments of the clients the caller may see: the join on clients carries visibleClients,
 * so another person's assessment looks missing, for reads and writes alike.
 */
export function riskAssessmentsRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const select = () =>
    db
      .select({
        assessment: riskAssessments,
        client: {
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          preferredName: clients.preferredName,
          providerId: clients.providerId,
        },
        clinicianName: users.name,
      })
      .from(riskAssessments)
      .innerJoin(clients, eq(clients.id, riskAssessments.clientId))
      .leftJoin(users, eq(users.id, riskAssessments.clinicianId));

  /** The id when the assessment is visible (writes go by id once this scope check passed in the same transaction). */
  const visibleId = async (id: string, status?: RiskAssessmentStatus) => {
    const [row] = await db
      .select({ id: riskAssessments.id })
      .from(riskAssessments)
      .innerJoin(clients, eq(clients.id, riskAssessments.clientId))
      .where(and(scope, eq(riskAssessments.id, id), status ? eq(riskAssessments.status, status) : undefined))
      .limit(1);
    return row?.id ?? null;
  };

  return {
    async get(id: string) {
      const [row] = await select()
        .where(and(scope, eq(riskAssessments.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Newest first: one client's timeline, or recent ones across the caller's clients. */
    list: (f: { clientId?: string; status?: RiskAssessmentStatus; limit: number }) =>
      select()
        .where(and(scope, f.clientId ? eq(riskAssessments.clientId, f.clientId) : undefined, f.status ? eq(riskAssessments.status, f.status) : undefined))
        .orderBy(desc(riskAssessments.createdAt), desc(riskAssessments.id))
        .limit(f.limit),

    /** Creates a draft by the caller; the client must have been checked visible in the same transaction. */
    async create(values: NewAssessment, now: Date): Promise<string> {
      const [row] = await db
        .insert(riskAssessments)
        .values({ ...values, practiceId: actor.practiceId, clinicianId: actor.userId, status: 'draft', createdAt: now, updatedAt: now })
        .returning({ id: riskAssessments.id });
      return row!.id;
    },

    /** Changes a visible draft; false when it is missing or no longer a draft. */
    async updateDraft(id: string, values: AssessmentValues & { status?: 'completed'; completedAt?: Date }, now: Date): Promise<boolean> {
      if (!(await visibleId(id, 'draft'))) return false;
      const rows = await db
        .update(riskAssessments)
        .set({ ...values, updatedAt: now })
        .where(and(eq(riskAssessments.id, id), eq(riskAssessments.status, 'draft')))
        .returning({ id: riskAssessments.id });
      return rows.length === 1;
    },
  };
}
