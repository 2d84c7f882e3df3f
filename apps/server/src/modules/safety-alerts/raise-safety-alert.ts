import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@tend/db/client';
import type { PushSender } from '../../push/push-sender';
import type { NotificationHub } from '../../realtime/hub';
import { announceNotice, storeNotice, type Notice } from '../notifications/notify';
import { createAutoTask, type AutoTask } from '../tasks/tasks.repo';
import { resolveSafetyRecipients, type SafetyAudience, type SafetyRecipient, type SafetyRecipientRole } from './safety-recipients';
import { safetyTaskKey } from './safety-task-key';

export interface SafetyAlert {
  /** The task's source; its key is the cause with the recipient (safetyTaskKey). */
  source: 'measure_urgent' | 'risk_followup' | 'message_risk';
  /** What raised it: a measure response's id, a risk assessment's id. */
  causeId: string;
  client: { id: string; practiceId: string; providerId: string | null };
  audience: SafetyAudience;
  task: Pick<AutoTask, 'title' | 'noteId' | 'encounterId'> & { details: string; dueAt: Date };
  /** The bell: it may name the client (inside the app); the push never does. */
  notice: Notice;
  /**
   * Staff whose own act raised it (completing an assessment): they get the task too, even when the
   * client is not on their caseload (a supervisor's assessment), but no bell — they have just seen it.
   */
  raisedBy?: string | null;
}

/** The alert as committed: what to announce once the transaction is over. */
export interface RaisedSafetyAlert {
  source: SafetyAlert['source'];
  causeId: string;
  practiceId: string;
  recipients: SafetyRecipient[];
  bells: { userId: string; row: Awaited<ReturnType<typeof storeNotice>>; notice: Notice }[];
}

/** What a recipient who is not the clinician reads after the alert's own words: why it is theirs. */
const whyYou: Record<SafetyRecipientRole, string> = {
  clinician: '',
  supervisor: 'You are told as the clinician’s supervisor; they have the same task.',
  admin_unassigned: 'The client has no active clinician, so the practice’s admins are told: reach out, and assign a clinician.',
  admin_unsupervised: 'The clinician has no supervisor, so the practice’s admins are told.',
};
const withWhy = (text: string, as: SafetyRecipientRole | null) => (as && whyYou[as] ? `${text} ${whyYou[as]}` : text);

/**
 * Raises a safety alert inside the transaction that records its cause (docs/decisions/021): an
 * urgent task and a bell row for each recipient, so the cause, the tasks and the bells commit
 * together or not at all. With nobody to tell, the task is still made for the practice (no assignee)
 * and `announceSafetyAlert` logs it loudly. Call `announceSafetyAlert` after the commit.
 */
export async function raiseSafetyAlert(tx: Db, alert: SafetyAlert, now: Date): Promise<RaisedSafetyAlert> {
  const recipients = await resolveSafetyRecipients(tx, alert.client, alert.audience);
  const task = (assigneeId: string | null, as: SafetyRecipientRole | null): AutoTask => ({
    practiceId: alert.client.practiceId,
    source: alert.source,
    sourceKey: safetyTaskKey(alert.causeId, assigneeId),
    title: alert.task.title,
    details: withWhy(alert.task.details, as),
    assigneeId,
    clientId: alert.client.id,
    noteId: alert.task.noteId ?? null,
    encounterId: alert.task.encounterId ?? null,
    priority: 'urgent',
    dueAt: alert.task.dueAt,
  });
  const bells: RaisedSafetyAlert['bells'] = [];
  const raiserToo = !!alert.raisedBy && !recipients.some((r) => r.userId === alert.raisedBy);
  if (raiserToo) await createAutoTask(tx, task(alert.raisedBy!, null), now);
  else if (recipients.length === 0) await createAutoTask(tx, task(null, null), now);
  for (const recipient of recipients) {
    await createAutoTask(tx, task(recipient.userId, recipient.as), now);
    if (recipient.userId === alert.raisedBy) continue;
    const notice = { ...alert.notice, message: withWhy(alert.notice.message, recipient.as) };
    bells.push({ userId: recipient.userId, row: await storeNotice(tx, recipient.userId, notice, now), notice });
  }
  return { source: alert.source, causeId: alert.causeId, practiceId: alert.client.practiceId, recipients, bells };
}

/**
 * After the commit: each bell's live event and push, recipient by recipient (one failure must not
 * stop the others; the bell rows and tasks are already kept). Logs carry ids only, never a name.
 */
export async function announceSafetyAlert(
  services: { hub: NotificationHub; push: PushSender },
  log: FastifyBaseLogger,
  raised: RaisedSafetyAlert,
): Promise<void> {
  const where = { practiceId: raised.practiceId, source: raised.source, causeId: raised.causeId };
  if (raised.recipients.length === 0)
    log.error(
      where,
      'safety alert has no recipient: the client has no active clinician and the practice no active admin; its task is kept for the practice (or whoever raised it)',
    );
  for (const bell of raised.bells) {
    await announceNotice(services, bell.userId, bell.row, bell.notice).catch((error: unknown) =>
      log.error({ ...where, userId: bell.userId, err: error }, 'safety alert: live notification failed (the bell row is kept)'),
    );
  }
}
