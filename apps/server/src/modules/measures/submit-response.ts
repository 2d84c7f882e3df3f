import { crisisResources, measureDefinitions, type submitMeasureRequestSchema, type SubmitMeasureResponse } from '@tend/contracts/measures.contract';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, notFound } from '../../http/errors';
import type { Audit } from '../../http/route';
import { writeClientRecord } from '../client-details/client-record';
import { clientDisplayName } from '../clients/client-view';
import { announceSafetyAlert, raiseSafetyAlert } from '../safety-alerts/raise-safety-alert';
import { measuresRepo } from './measures.repo';
import { toResultView } from './measure-view';
import { scoreResponse } from './scoring';

/**
 * A client (or their guardian) submits a form: scored here, stored with its answers. A PHQ-9 with
 * item 9 above 0 is urgent (docs/decisions/013): in the same transaction it raises a safety alert —
 * an urgent task and a bell for the client's clinician and their supervisor, or the practice's admins
 * when the client has no clinician (docs/decisions/021) — announced live after commit (socket, push
 * without names). The answer carries crisis resources for the client to see immediately.
 */
export async function submitResponse(
  app: FastifyInstance,
  { actor, audit, now }: { actor: Actor; audit: Audit; now: Date },
  body: z.output<typeof submitMeasureRequestSchema>,
): Promise<SubmitMeasureResponse> {
  const { db } = app.services;
  const scored = scoreResponse(body.measure, body.answers);
  const { response, alert } = await writeClientRecord({ db, actor, audit, clientId: body.client_id }, 'submit_measure', async (tx: Db, client) => {
    const repo = measuresRepo(tx, actor);
    if (body.assignment_id) {
      const assignment = await repo.assignment(client.id, body.assignment_id);
      if (!assignment) throw notFound('Assignment');
      if (assignment.measure !== body.measure) throw badRequest(`body.assignment_id: that assignment is for ${measureDefinitions[assignment.measure].name}`);
    }
    const row = await repo.submit({
      practiceId: client.practiceId,
      clientId: client.id,
      assignmentId: body.assignment_id ?? null,
      measure: body.measure,
      answers: body.answers,
      score: scored.score,
      severity: scored.severity,
      urgent: scored.urgent,
      submittedAt: now,
    });
    await audit({ action: 'store_measure_response', recordType: 'measure_response', recordId: row.id, clientId: client.id, outcome: 'success' }, tx);
    const clientName = clientDisplayName(client);
    const item9 = String(row.answers.q9);
    const alert = scored.urgent
      ? await raiseSafetyAlert(
          tx,
          {
            source: 'measure_urgent',
            causeId: row.id,
            client,
            audience: 'clinician',
            task: {
              title: `Follow up: PHQ-9 item 9 answered ${item9} of 3 — ${clientName}`,
              details: `Self-harm item (PHQ-9 item 9) answered ${item9} of 3 on the portal; total ${scored.score}. Reach out and assess risk today.`,
              dueAt: now,
            },
            notice: {
              type: 'measure_urgent',
              title: `Urgent: ${clientName} answered PHQ-9 item 9 above 0`,
              message: 'A follow-up task is on your list. Review the answer and reach out today.',
              link: `/clients/${client.id}`,
              push: { title: 'Urgent: a measure answer needs your review', body: 'Open Tend to review it.' },
            },
          },
          now,
        )
      : null;
    return { response: toResultView({ response: row, submittedByName: null }), alert };
  });
  if (alert) await announceSafetyAlert(app.services, app.log, alert);
  return { response, crisis_resources: scored.urgent ? crisisResources : null };
}
