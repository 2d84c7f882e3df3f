import type { ReminderChannel } from '@tend/contracts/calendar.contract';
import { schedulingSettingsOf } from '@tend/contracts/scheduling-settings.contract';
import type { Db } from '@tend/db/client';
import { recordAudit } from '../../audit/audit';
import type { Mailer } from '../../mail/mailer';
import { mailSafePracticeName } from '../../mail/practice-name';
import { smsNumber } from './phone';
import { clinicianFirstName, reminderEmail, reminderSms, type ReminderFacts } from './reminder-text';
import { claimReminder, dueVisits, practicesToRemind, setReminderOutcome, type DueVisit, type ReminderKey } from './reminders.repo';
import type { SmsSender } from './sms-sender';

export interface SweepDeps {
  db: Db;
  mailer: Mailer;
  /** Null when the server has no SMS provider configured: no texts, and no rows for them. */
  sms: SmsSender | null;
  publicUrl: string;
  now: Date;
  /** The job's budget: a sweep that runs out stops between messages; the next one carries on. */
  signal?: AbortSignal;
  log?: (message: string) => void;
}

export interface SweepResult {
  sent: number;
  skipped: number;
  failed: number;
}

/** Why a reminder is not sent on this channel, or null when it may be. */
function refusal(channel: ReminderChannel, visit: DueVisit): string | null {
  if (visit.optedOut) return 'opted_out';
  if (channel === 'email') return visit.email ? null : 'no_address';
  if (visit.smsConsent !== true) return 'no_consent';
  return smsNumber(visit.phone) ? null : 'no_address';
}

/**
 * One pass over every practice: for each lead time and channel, each scheduled visit whose send
 * time has passed gets its reminder, once. A reminder row is claimed (inserted, on conflict
 * nothing) and committed before the message goes, so two instances sweeping at once send it once
 * and no transaction stays open across the network; a crash between claim and send leaves the
 * row 'sending' — at most once, never twice.
 */
export async function sweepReminders(deps: SweepDeps): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, skipped: 0, failed: 0 };
  for (const practice of await practicesToRemind(deps.db)) {
    const settings = schedulingSettingsOf(practice.settings);
    const channels: ReminderChannel[] = deps.sms && settings.sms_reminders ? ['email', 'sms'] : ['email'];
    // Shortest lead first: a visit due for several at once (booked late) gets the nearest one, the others are superseded.
    const leads = settings.reminder_lead_hours.map((h) => h * 60).sort((a, b) => a - b);
    for (const leadMinutes of leads) {
      const shorter = leads.filter((l) => l < leadMinutes);
      for (const channel of channels) {
        for (const visit of await dueVisits(deps.db, { practiceId: practice.id, leadMinutes, channel, now: deps.now })) {
          if (deps.signal?.aborted) return result;
          const superseded = shorter.some((l) => visit.start.getTime() - l * 60_000 <= deps.now.getTime());
          const outcome = await remind(deps, practice, { encounterId: visit.encounterId, leadMinutes, channel, visitStart: visit.start }, visit, superseded);
          if (outcome) result[outcome]++;
        }
      }
    }
  }
  return result;
}

/** Claims one reminder and sends it, or records why not; null when another sweep had claimed it. */
async function remind(
  deps: SweepDeps,
  practice: { name: string; timeZone: string },
  key: ReminderKey,
  visit: DueVisit,
  superseded: boolean,
): Promise<keyof SweepResult | null> {
  const { db, now } = deps;
  const skip = superseded ? 'superseded' : refusal(key.channel, visit);
  if (skip) return (await claimReminder(db, key, skip, now)) ? 'skipped' : null;
  if (!(await claimReminder(db, key, 'sending', now))) return null;
  const facts: ReminderFacts = {
    // A name saved before names were checked for links is not mailed or texted as one.
    practiceName: mailSafePracticeName(practice.name) ?? 'your practice',
    start: visit.start,
    timeZone: practice.timeZone,
    clinicianFirstName: clinicianFirstName({ name: visit.providerName, preferredName: visit.providerPreferredName }),
    portalUrl: `${deps.publicUrl.replace(/\/+$/, '')}/client`,
  };
  const outcome = await send(deps, key.channel, visit, facts);
  await setReminderOutcome(db, key, outcome);
  await recordAudit(
    db,
    { actor: null, ip: null, now },
    {
      action: `send_${key.channel}_reminder`,
      recordType: 'encounter',
      recordId: visit.encounterId,
      clientId: visit.clientId,
      outcome: outcome === 'sent' ? 'success' : 'error',
    },
  );
  return outcome;
}

async function send(deps: SweepDeps, channel: ReminderChannel, visit: DueVisit, facts: ReminderFacts): Promise<'sent' | 'failed'> {
  try {
    if (channel === 'email') await deps.mailer.send({ to: visit.email!, ...reminderEmail(facts) });
    else await deps.sms!.send(smsNumber(visit.phone)!, reminderSms(facts), deps.signal);
    return 'sent';
  } catch (error) {
    // The visit's id only: addresses, numbers and the provider's words stay out of the log.
    deps.log?.(`${channel} reminder for encounter ${visit.encounterId} failed: ${error instanceof Error ? error.name : 'error'}`);
    return 'failed';
  }
}
