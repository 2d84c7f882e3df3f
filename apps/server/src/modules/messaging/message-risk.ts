import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { sentencesOf } from '../../ai/clinical/nlp';
import { riskCategoryLabels, screenRisk } from '../../ai/clinical/risk/screen';
import { clientsRepo } from '../clients/clients.repo';
import { clientDisplayName } from '../clients/client-view';
import { raiseSafetyAlert, type RaisedSafetyAlert } from '../safety-alerts/raise-safety-alert';

/**
 * A client's portal message is screened for risk as every account is: words of suicide, self-harm,
 * harm to others or abuse that are the client's own (not a denial, not someone else's) raise a safety
 * alert to the client's clinician, their supervisor, else the practice's admins (docs/decisions/021),
 * in the message's own transaction. The message may wait in a thread nobody opens until Monday; the
 * urgent task and the bell do not. Its words stay in the message: the task says what was found, the
 * push says nothing of it.
 */
export async function screenPortalMessage(
  tx: Db,
  actor: Actor,
  clientId: string,
  message: { id: string; body: string },
  now: Date,
): Promise<RaisedSafetyAlert | null> {
  if (!message.body.trim()) return null;
  const screen = screenRisk(sentencesOf(message.body));
  if (screen.findings.length === 0) return null;
  const client = await clientsRepo(tx, actor).get(clientId);
  if (!client) return null;
  const name = clientDisplayName(client);
  const found = [...new Set(screen.findings.map((f) => riskCategoryLabels[f.category]))].join(', ');
  return raiseSafetyAlert(
    tx,
    {
      source: 'message_risk',
      causeId: message.id,
      client,
      audience: 'clinician',
      task: {
        title: `Follow up: ${name}'s portal message mentions ${found}`,
        details: `A message ${name} sent through the portal reads as ${found} (screened ${screen.level.replace('_', ' ')}). Read it in Messages and reach out today.`,
        dueAt: now,
      },
      notice: {
        type: 'message_risk',
        title: `Urgent: ${name}'s message mentions ${found}`,
        message: 'A follow-up task is on your list. Read the message and reach out today.',
        link: `/messages`,
        push: { title: 'Urgent: a message needs your review', body: 'Open Tend to read it.' },
      },
    },
    now,
  );
}
