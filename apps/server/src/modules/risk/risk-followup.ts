import { sql } from 'drizzle-orm';
import { riskLevelLabels } from '@tend/contracts/risk.contract';
import type { Db } from '@tend/db/client';
import { riskAssessments } from '@tend/db/schema/risk';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';
import { raiseSafetyAlert } from '../safety-alerts/raise-safety-alert';
import { safetyTaskCause } from '../safety-alerts/safety-task-key';
import { closeAutoTasks } from '../tasks/tasks.repo';
import type { AssessmentRow } from './risk-assessments.repo';

const followUpWithinMs = 24 * 60 * 60 * 1000;

/** A high screen needs oversight whatever level the clinician records; a high level does too. */
export const needsFollowUp = (a: Pick<AssessmentRow['assessment'], 'screenerLevel' | 'level'>) => a.screenerLevel === 'high' || a.level === 'high';

/** True when the clinician recorded a level below a high screen. */
export const loweredFromHigh = (a: Pick<AssessmentRow['assessment'], 'screenerLevel' | 'level'>) => a.screenerLevel === 'high' && a.level !== 'high';

/**
 * A completed assessment with a high screen or a high level raises a safety alert in the completing
 * transaction (docs/decisions/015, 021): an urgent follow-up task and a bell for the client's
 * clinician and, for oversight, their supervisor or else the practice's admins. The clinician who
 * completed it gets the task but no bell; a lowered high screen says so, the reason is read in the app.
 */
export function raiseFollowUp(tx: Db, actor: Actor, row: AssessmentRow, now: Date) {
  const a = row.assessment;
  const lowered = loweredFromHigh(a);
  const clinician = row.clinicianName ?? 'A clinician';
  const client = clientDisplayName(row.client);
  return raiseSafetyAlert(
    tx,
    {
      source: 'risk_followup',
      causeId: a.id,
      client: { id: a.clientId, practiceId: a.practiceId, providerId: row.client.providerId },
      audience: 'oversight',
      task: {
        title: `Follow up high-risk ${lowered ? 'screen' : 'assessment'}: ${client}`,
        details: lowered
          ? `The screener came out high; the level was recorded as ${riskLevelLabels[a.level!].toLowerCase()} with a reason. Review the safety plan and reach out within 24 hours.`
          : 'The risk assessment came out high. Review the safety plan and reach out within 24 hours.',
        noteId: a.noteId,
        encounterId: a.encounterId,
        dueAt: new Date(now.getTime() + followUpWithinMs),
      },
      notice: {
        type: 'risk_high',
        title: lowered
          ? `High-risk screen lowered: ${clinician} recorded ${client} as ${riskLevelLabels[a.level!].toLowerCase()} risk`
          : `High risk: ${clinician} assessed ${client} as high risk`,
        message: lowered
          ? 'The screener came out high; the clinician lowered the level and recorded a reason. A follow-up task is on your list. Review the assessment.'
          : 'A follow-up task is on your list. Review the assessment and the safety plan.',
        link: `/clients/${a.clientId}`,
        push: { title: 'A risk assessment needs your review', body: 'Open Tend to review it.' },
      },
      raisedBy: actor.userId,
    },
    now,
  );
}

/**
 * Closes the client's open follow-up tasks of earlier assessments (every recipient's): a safety
 * plan saved or shared, or a later assessment completed, is the follow-up. Call it in the
 * transaction of that write.
 */
export function closeFollowUps(tx: Db, clientId: string, now: Date, exceptAssessmentId?: string) {
  const except = exceptAssessmentId ? sql` and ${riskAssessments.id} <> ${exceptAssessmentId}` : sql``;
  const earlier = sql`(select ${riskAssessments.id}::text from ${riskAssessments} where ${riskAssessments.clientId} = ${clientId} and ${riskAssessments.status} = 'completed'${except})`;
  return closeAutoTasks(tx, 'risk_followup', earlier, now, safetyTaskCause);
}
