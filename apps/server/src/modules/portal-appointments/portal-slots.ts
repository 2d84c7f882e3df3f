import { PORTAL_REQUEST_LEAD_HOURS } from '@tend/contracts/portal-appointments.contract';
import type { Db } from '@tend/db/client';
import { loadSchedule, openSlots, workingIntervals, type WorkingInterval } from '../work-schedule/availability';
import { takenTimes } from './appointment-requests.repo';

const MINUTE = 60_000;

/** The earliest start a client may ask for now. */
export const earliestRequestable = (now: Date) => new Date(now.getTime() + PORTAL_REQUEST_LEAD_HOURS * 3_600_000);

/**
 * The clinician's open times between `from` and `to`, in slots of `slotMinutes`: their working
 * hours (the same computation as GET /api/availability) less time off, their visits (widened by
 * their buffer) and requests still waiting for an answer.
 */
export async function openTimes(db: Db, practiceId: string, providerId: string, from: Date, to: Date, slotMinutes: number): Promise<WorkingInterval[]> {
  if (!(to > from)) return [];
  const schedule = await loadSchedule(db, practiceId, providerId, { start: from, end: to });
  if (!schedule) return [];
  const margin = schedule.bufferMinutes * MINUTE;
  const busy = await takenTimes(db, practiceId, providerId, new Date(from.getTime() - margin), new Date(to.getTime() + margin));
  return openSlots(schedule, busy, from, to, slotMinutes);
}

/** The open slot starting exactly at `start`, if the clinician still has it. */
export async function openSlotAt(db: Db, practiceId: string, providerId: string, start: Date, slotMinutes: number): Promise<WorkingInterval | null> {
  const end = new Date(start.getTime() + slotMinutes * MINUTE);
  const slots = await openTimes(db, practiceId, providerId, start, end, slotMinutes);
  return slots.find((s) => s.start.getTime() === start.getTime()) ?? null;
}

/** Where a visit at this time takes place by the clinician's hours (office when they do not say). */
export async function locationAt(db: Db, practiceId: string, providerId: string, start: Date, end: Date) {
  const schedule = await loadSchedule(db, practiceId, providerId, { start, end });
  const span = schedule ? workingIntervals(schedule, start, end).find((w) => w.start <= start && w.end >= end) : undefined;
  return span?.location ?? 'office';
}
