import { sql } from 'drizzle-orm';
import { riskLevelLabels } from '@tend/contracts/risk.contract';
import type { Db } from '@tend/db/client';
import { riskAssessments } from '@tend/db/schema/risk';
import { clientDisplayName } from '../clients/client-view';
import { closeAutoTasks, createAutoTask } from '../tasks/tasks.repo';
import type { AssessmentRow } from './risk-assessments.repo';

const followUpWithinMs = 24 * 60 * 60 * 1000;

/** A high screen needs oversight whatever level the clinician records; a high level does too. */
export const needsFollowUp = (a: Pick<AssessmentRow['assessment'], 'screenerLevel' | 'level'>) => a.screenerLevel === 'high' || a.level === 'high';

/** True when the clinician recorded a level below a high screen. */
export const loweredFromHigh = (a: Pick<AssessmentRow['assessment'], 'screenerLevel' | 'level'>) => a.screenerLevel === 'high' && a.level !== 'high';

/** The urgent follow-up task of a completed assessment, for its clinician; in the completing transaction. */
export function createFollowUpTask(tx: Db, row: AssessmentRow, now: Date) {
  const a = row.assessment;
  const lowered = loweredFromHigh(a);
  return createAutoTask(
    tx,
    {
      practiceId: a.practiceId,
      source: 'risk_followup',
      sourceKey: a.id,
      title: `Follow up high-risk ${lowered ? 'screen' : 'assessment'}: ${clientDisplayName(row.client)}`,
      details: lowered
        ? `The screener came out high; the level was recorded as ${riskLevelLabels[a.level!].toLowerCase()} with a reason. Review the safety plan and reach out within 24 hours.`
        : 'The risk assessment came out high. Review the safety plan and reach out within 24 hours.',
      assigneeId: a.clinicianId,
      clientId: a.clientId,
      noteId: a.noteId,
      encounterId: a.encounterId,
      priority: 'urgent',
      dueAt: new Date(now.getTime() + followUpWithinMs),
    },
    now,
  );
}

/**
 * Closes the client's open follow-up tasks of earlier assessments: a safety plan saved or shared,
 * or a later assessment completed, is the follow-up. Call it in the transaction of that write.
 */
export function closeFollowUps(tx: Db, clientId: string, now: Date, exceptAssessmentId?: string) {
  const except = exceptAssessmentId ? sql` and ${riskAssessments.id} <> ${exceptAssessmentId}` : sql``;
  const earlier = sql`(select ${riskAssessments.id}::text from ${riskAssessments} where ${riskAssessments.clientId} = ${clientId} and ${riskAssessments.status} = 'completed'${except})`;
  return closeAutoTasks(tx, 'risk_followup', earlier, now);
}
