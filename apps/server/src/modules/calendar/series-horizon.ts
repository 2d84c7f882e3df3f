import { and, isNotNull, lt } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentSeries, appointmentTypes } from '@tend/db/schema/scheduling';
import { horizonEnd, occurrencesBetween, ruleEndsBefore } from './series-rule';

/** A day's slack, so a series is not touched on every run for a few hours' worth of horizon. */
const SLACK_MS = 86_400_000;

/**
 * Generates each open series' visits from where they end to the horizon. The (series, date) key
 * makes it safe to run twice or on two instances: a date that has a visit — even one moved or
 * cancelled on its own — is never generated again. Answers how many series were extended.
 */
export async function extendSeries(db: Db, now: Date): Promise<number> {
  const horizon = horizonEnd(now);
  const due = await db
    .select({ series: appointmentSeries, serviceCode: appointmentTypes.serviceCode })
    .from(appointmentSeries)
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, appointmentSeries.typeId))
    .where(and(isNotNull(appointmentSeries.generatedUntil), lt(appointmentSeries.generatedUntil, new Date(horizon.getTime() - SLACK_MS))))
    .limit(500);
  for (const { series: s, serviceCode } of due) {
    const timing = { rule: s.rule, firstStart: s.firstStart, timeZone: s.timeZone, durationMinutes: s.durationMinutes };
    const occurrences = occurrencesBetween(timing, s.generatedUntil!, horizon);
    await db.transaction(async (tx) => {
      if (occurrences.length)
        await tx
          .insert(encounters)
          .values(
            occurrences.map((o) => ({
              practiceId: s.practiceId,
              clientId: s.clientId,
              providerId: s.providerId,
              seriesId: s.id,
              recurrenceDate: o.recurrenceDate,
              scheduledStart: o.start,
              scheduledEnd: o.end,
              typeId: s.typeId,
              serviceCode,
              location: s.location,
              telehealthUrl: s.telehealthUrl,
              createdBy: s.createdBy,
            })),
          )
          .onConflictDoNothing({ target: [encounters.seriesId, encounters.recurrenceDate] });
      await tx
        .update(appointmentSeries)
        .set({ generatedUntil: ruleEndsBefore(timing, horizon) ? null : horizon })
        .where(eq(appointmentSeries.id, s.id));
    });
  }
  return due.length;
}
