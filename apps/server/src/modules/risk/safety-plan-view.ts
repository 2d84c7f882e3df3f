import { crisisLine988, isLifelineEntry, safetyPlanSectionsSchema, type SafetyPlan, type SafetyPlanSections } from '@tend/contracts/risk.contract';
import { clientDisplayName } from '../clients/client-view';
import type { SafetyPlanRow } from './safety-plans.repo';

const lifeline = { name: crisisLine988.name, phone: crisisLine988.phone };

/** The sections with the 988 Lifeline first among the professionals and agencies: always there, never removed or duplicated. */
export function withLifeline(sections: SafetyPlanSections): SafetyPlanSections {
  return { ...sections, professionals_and_agencies: [lifeline, ...sections.professionals_and_agencies.filter((c) => !isLifelineEntry(c))] };
}

/** Stored sections read back through the contract (a plan saved before a section existed still reads). */
export function storedSections(stored: unknown): SafetyPlanSections {
  const parsed = safetyPlanSectionsSchema.safeParse(stored);
  return withLifeline(parsed.success ? parsed.data : safetyPlanSectionsSchema.parse({}));
}

export function toSafetyPlanView({ plan: p, client, updatedByName }: SafetyPlanRow): SafetyPlan {
  return {
    id: p.id,
    client_id: p.clientId,
    client_name: clientDisplayName(client),
    assessment_id: p.assessmentId,
    sections: storedSections(p.sections),
    shared_at: p.sharedAt?.toISOString() ?? null,
    updated_by_name: updatedByName,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
