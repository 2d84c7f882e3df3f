import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { riskLevelLabels, type completeRiskAssessmentRequestSchema, type RiskAssessment } from '@tend/contracts/risk.contract';
import { levelRank, unansweredForCompletion } from '@tend/contracts/risk-triage';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../http/errors';
import type { Audit } from '../../http/route';
import { announceSafetyAlert } from '../safety-alerts/raise-safety-alert';
import { assessmentValues, fieldErrors } from './assessment-input';
import { toAssessmentView } from './assessment-view';
import { riskAudit } from './risk-audit';
import { closeFollowUps, needsFollowUp, raiseFollowUp } from './risk-followup';
import { riskAssessmentsRepo } from './risk-assessments.repo';

export const completedAssessmentConflict = () => conflict('This assessment is completed; start a new one to record a change.');

/**
 * Completes a draft: every asked question answered, the computed level stored beside the
 * clinician's. The clinician may raise the level; lowering it needs a reason (400 naming
 * level_reason) — never silently downgraded. A high screen or a high level raises a safety alert in
 * the same transaction (raiseFollowUp: the clinician's urgent task, and the supervisor's — or, without
 * one, the admins' — task and bell), announced after commit; a lowered high screen included, so
 * lowering never skips oversight. Completing closes the follow-ups of the client's earlier assessments.
 */
export async function completeAssessment(
  app: FastifyInstance,
  { actor, audit, now }: { actor: Actor; audit: Audit; now: Date },
  id: string,
  body: z.output<typeof completeRiskAssessmentRequestSchema>,
): Promise<RiskAssessment> {
  const { db } = app.services;
  const done = await db.transaction(async (tx) => {
    const repo = riskAssessmentsRepo(tx, actor);
    const row = await repo.get(id);
    if (!row) return null;
    if (row.assessment.status !== 'draft') throw completedAssessmentConflict();
    const { values, answers, computed } = assessmentValues(body, row.assessment);
    const missing = unansweredForCompletion(answers);
    if (missing.length > 0) throw fieldErrors(missing);
    const screenerLevel = computed.level!;
    // The level saved on the draft counts unless this call changes it.
    const level = (body.level !== undefined ? body.level : row.assessment.level) ?? screenerLevel;
    const reason = (body.level_reason !== undefined ? body.level_reason : row.assessment.levelReason)?.trim() || null;
    if (levelRank(level) < levelRank(screenerLevel) && !reason)
      throw fieldErrors([
        { field: 'level_reason', message: `Say why the level is below the screener's ${riskLevelLabels[screenerLevel].toLowerCase()} before lowering it` },
      ]);
    if (!(await repo.updateDraft(id, { ...values, level, levelReason: reason, status: 'completed', completedAt: now }, now)))
      throw completedAssessmentConflict();
    await audit(riskAudit.assessment('complete', id, row.client.id), tx);
    const saved = (await repo.get(id))!;
    await closeFollowUps(tx, row.client.id, now, id);
    const alert = needsFollowUp(saved.assessment) ? await raiseFollowUp(tx, actor, saved, now) : null;
    return { saved, alert };
  });
  if (!done) {
    await audit(riskAudit.assessment('complete', id, null, 'not_found'));
    throw notFound('Risk assessment');
  }
  if (done.alert) await announceSafetyAlert(app.services, app.log, done.alert);
  return toAssessmentView(done.saved, actor);
}
