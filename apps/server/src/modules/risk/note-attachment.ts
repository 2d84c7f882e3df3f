import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../http/errors';
import { riskAssessmentsRepo } from './risk-assessments.repo';

/**
 * A note's recorded risk response may attach a risk assessment: it must be a completed assessment
 * of the note's client that the signer may see; anything else is refused (400 naming the field).
 */
export async function checkAttachedAssessment(db: Db, actor: Actor, assessmentId: string | undefined, clientId: string): Promise<void> {
  if (!assessmentId) return;
  const row = await riskAssessmentsRepo(db, actor).get(assessmentId);
  if (row?.assessment.clientId === clientId && row.assessment.status === 'completed') return;
  const message = 'Attach a completed risk assessment of this client';
  throw badRequest(`body.risk_response.assessment_id: ${message}`, [{ field: 'body.risk_response.assessment_id', message }]);
}
