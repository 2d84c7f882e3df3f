import { cssrsAnswersSchema, homicideSchema, selfHarmSchema, type RiskAssessment, type RiskAssessmentSummary } from '@tend/contracts/risk.contract';
import { triage, type TriageInput } from '@tend/contracts/risk-triage';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';
import type { AssessmentRow } from './risk-assessments.repo';

type Stored = AssessmentRow['assessment'];

/** The stored jsonb read back through the contract (defaults fill anything unanswered). */
export function storedAnswers(a: Pick<Stored, 'screener' | 'selfHarm' | 'homicide'>): TriageInput & Pick<RiskAssessment, 'self_harm' | 'homicide'> {
  return {
    screener: cssrsAnswersSchema.parse(a.screener),
    self_harm: selfHarmSchema.parse(a.selfHarm),
    homicide: homicideSchema.parse(a.homicide),
  };
}

export function toAssessmentSummary({ assessment: a, client, clinicianName }: AssessmentRow): RiskAssessmentSummary {
  return {
    id: a.id,
    client_id: a.clientId,
    client_name: clientDisplayName(client),
    status: a.status,
    screener_level: a.screenerLevel,
    level: a.level,
    clinician_id: a.clinicianId,
    clinician_name: clinicianName,
    note_id: a.noteId,
    created_at: a.createdAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
  };
}

export function toAssessmentView(row: AssessmentRow, actor: Actor): RiskAssessment {
  const a = row.assessment;
  const answers = storedAnswers(a);
  return {
    ...toAssessmentSummary(row),
    encounter_id: a.encounterId,
    ...answers,
    risk_factors: a.riskFactors,
    protective_factors: a.protectiveFactors,
    formulation: a.formulation,
    level_reason: a.levelReason,
    triage_reasons: triage(answers).reasons,
    updated_at: a.updatedAt.toISOString(),
    can_edit: a.status === 'draft' && actor.permissions.includes('risk:write'),
  };
}
