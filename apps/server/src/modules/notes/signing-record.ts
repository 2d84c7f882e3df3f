import type { RiskResponse } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import type { NoteSigningRecord } from '@tend/db/schema/notes';
import type { Actor } from '../../auth/actor';
import { providerProfile } from '../billing/billing-profiles.repo';
import { diagnosesRepo } from '../client-details/diagnoses.repo';
import { riskAssessmentsRepo } from '../risk/risk-assessments.repo';
import { safetyPlansRepo } from '../risk/safety-plans.repo';

/**
 * What a note attests as it is signed, read in the signing transaction: the signer's credentials,
 * licence and NPI, the client's diagnoses and, with a risk response, the attached assessment's level
 * and the safety plan on file. A signed record is read later as it was then (spec: "note status:
 * draft, then approved via Approve and Sign" — signing locks the note, and its exports with it).
 */
export async function captureSigningRecord(db: Db, actor: Actor, clientId: string, riskResponse: RiskResponse | null): Promise<NoteSigningRecord> {
  const signer = await providerProfile(db, actor.practiceId, actor.userId);
  const diagnoses = await diagnosesRepo(db, actor).current(clientId);
  return {
    signer: {
      name: signer?.name ?? '',
      credentials: signer?.credentials ?? null,
      npi: signer?.npi ?? null,
      license_number: signer?.license_number ?? null,
      license_state: signer?.license_state ?? null,
    },
    diagnoses: diagnoses.map((d) => ({ code: d.code, description: d.description })),
    risk: riskResponse ? await riskContext(db, actor, clientId, riskResponse) : null,
  };
}

async function riskContext(db: Db, actor: Actor, clientId: string, response: RiskResponse): Promise<NonNullable<NoteSigningRecord['risk']>> {
  const assessment = response.assessment_id ? await riskAssessmentsRepo(db, actor).get(response.assessment_id) : null;
  const plan = await safetyPlansRepo(db, actor).current(clientId);
  return {
    assessment: assessment
      ? { level: assessment.assessment.level ?? assessment.assessment.screenerLevel, completed_at: assessment.assessment.completedAt?.toISOString() ?? null }
      : null,
    safety_plan: plan ? { updated_at: plan.plan.updatedAt.toISOString(), shared: plan.plan.sharedAt !== null } : null,
  };
}
