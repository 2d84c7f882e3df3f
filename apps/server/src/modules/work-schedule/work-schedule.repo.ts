import { and, asc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { availabilityRules, providerSettings, timeOff } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { WeeklySpan } from '@tend/contracts/work-schedule.contract';
import type { Actor } from '../../auth/actor';
import { clinicianUsers } from '../../auth/access';

/** Statuses of a visit that holds its time (a no-show held it, but availability looks ahead). */
const busyStatuses = ['scheduled', 'arrived', 'completed'] as const;

/**
 * One clinician's zone, buffer, weekly rules and time off (overlapping `window` when given), or
 * null when they are no user of the practice. For loadSchedule; callers have checked who may ask.
 */
export async function scheduleRows(db: Db, practiceId: string, providerId: string, window: { start?: Date; end?: Date } = {}) {
  const rows = await db
    .select({
      chosenZone: users.timeZone,
      practiceZone: practices.timeZone,
      bufferMinutes: providerSettings.bufferMinutes,
      weekday: availabilityRules.weekday,
      startTime: availabilityRules.startTime,
      endTime: availabilityRules.endTime,
      location: availabilityRules.location,
    })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .leftJoin(providerSettings, eq(providerSettings.userId, users.id))
    .leftJoin(availabilityRules, and(eq(availabilityRules.providerId, users.id), eq(availabilityRules.practiceId, practiceId)))
    .where(and(eq(users.id, providerId), eq(users.practiceId, practiceId)))
    .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startTime));
  const [provider] = rows;
  if (!provider) return null;
  const off = await db
    .select()
    .from(timeOff)
    .where(
      and(
        eq(timeOff.practiceId, practiceId),
        eq(timeOff.providerId, providerId),
        window.end ? lt(timeOff.startsAt, window.end) : undefined,
        window.start ? gt(timeOff.endsAt, window.start) : undefined,
      ),
    )
    .orderBy(asc(timeOff.startsAt));
  const rules = rows.flatMap(({ weekday, startTime, endTime, location }) =>
    weekday !== null && startTime !== null && endTime !== null && location !== null ? [{ weekday, startTime, endTime, location }] : [],
  );
  return { provider, rules, timeOff: off };
}

/**
 * Whose schedule the caller may see: their own; a supervisor's supervisees; an admin any active
 * clinician (therapist, supervisor, or a user who sees clients) of the practice. Always in the practice.
 */
function visibleProviders(actor: Actor): SQL {
  const inPractice = eq(users.practiceId, actor.practiceId);
  const self = eq(users.id, actor.userId);
  const active = eq(users.active, true);
  switch (actor.acting) {
    case 'admin':
      return and(inPractice, or(self, and(active, clinicianUsers())))!;
    case 'supervisor':
      return and(inPractice, or(self, and(active, eq(users.supervisorId, actor.userId))))!;
    default:
      return and(inPractice, self)!;
  }
}

/** A clinician the caller may see, and whether they may change their schedule (their own, or an admin's choice). */
export interface ScheduleOwner {
  id: string;
  writable: boolean;
}

/** Work schedules scoped to the caller: another's clinician looks missing, and only owners and admins write. */
export function workScheduleRepo(db: Db, actor: Actor) {
  const scope = visibleProviders(actor);
  const ownerOf = (id: string): ScheduleOwner => ({ id, writable: id === actor.userId || actor.acting === 'admin' });
  const writable = (owner: ScheduleOwner) => {
    // Routes check first; this keeps a forgotten check from writing.
    if (!owner.writable) throw new Error('work schedule is not writable by the caller');
    return owner.id;
  };
  return {
    /** The clinician (the caller without an id) if the caller may see them, else null. */
    async owner(providerId = actor.userId): Promise<ScheduleOwner | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(scope, eq(users.id, providerId)))
        .limit(1);
      return row ? ownerOf(row.id) : null;
    },

    /** A time off the caller may see, with its clinician. */
    async timeOff(id: string): Promise<{ id: string; owner: ScheduleOwner } | null> {
      const [row] = await db
        .select({ id: timeOff.id, providerId: timeOff.providerId })
        .from(timeOff)
        .innerJoin(users, eq(users.id, timeOff.providerId))
        .where(and(scope, eq(timeOff.practiceId, actor.practiceId), eq(timeOff.id, id)))
        .limit(1);
      return row ? { id: row.id, owner: ownerOf(row.providerId) } : null;
    },

    /** Replaces the weekly spans and sets the buffer (only the buffer: the row's feed token is another feature's). Run in a transaction. */
    async replaceWeekly(owner: ScheduleOwner, weekly: WeeklySpan[], bufferMinutes: number, now: Date) {
      const providerId = writable(owner);
      await db.delete(availabilityRules).where(and(eq(availabilityRules.practiceId, actor.practiceId), eq(availabilityRules.providerId, providerId)));
      if (weekly.length > 0) {
        await db.insert(availabilityRules).values(
          weekly.map((span) => ({
            practiceId: actor.practiceId,
            providerId,
            weekday: span.weekday,
            startTime: span.start,
            endTime: span.end,
            location: span.location,
          })),
        );
      }
      await db
        .insert(providerSettings)
        .values({ userId: providerId, bufferMinutes, updatedAt: now })
        .onConflictDoUpdate({ target: providerSettings.userId, set: { bufferMinutes, updatedAt: now } });
    },

    async addTimeOff(owner: ScheduleOwner, values: { startsAt: Date; endsAt: Date; reason: string | null }) {
      const [row] = await db
        .insert(timeOff)
        .values({ ...values, practiceId: actor.practiceId, providerId: writable(owner) })
        .returning();
      return row!;
    },

    async deleteTimeOff(owner: ScheduleOwner, id: string): Promise<boolean> {
      const deleted = await db
        .delete(timeOff)
        .where(and(eq(timeOff.practiceId, actor.practiceId), eq(timeOff.providerId, writable(owner)), eq(timeOff.id, id)))
        .returning({ id: timeOff.id });
      return deleted.length > 0;
    },

    /** When the clinician's visits that hold time overlap `from`–`to` (times only: no client). */
    busy(owner: ScheduleOwner, from: Date, to: Date) {
      return db
        .select({ start: encounters.scheduledStart, end: encounters.scheduledEnd })
        .from(encounters)
        .where(
          and(
            eq(encounters.practiceId, actor.practiceId),
            eq(encounters.providerId, owner.id),
            inArray(encounters.status, [...busyStatuses]),
            lt(encounters.scheduledStart, to),
            gt(encounters.scheduledEnd, from),
          ),
        )
        .orderBy(asc(encounters.scheduledStart));
    },
  };
}
