import type { z } from 'zod';
import type {
  appointmentStatusChangeSchema,
  createAppointmentRequestSchema,
  SeriesScope,
  updateAppointmentRequestSchema,
} from '@tend/contracts/calendar.contract';
import { errorCodes } from '@tend/contracts/errors';
import { Temporal } from 'temporal-polyfill';
import type { appointmentSeries } from '@tend/db/schema/scheduling';
import type { Actor } from '../../auth/actor';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { outsideWorkingHours } from '../work-schedule/availability';
import { initials } from './appointment-view';
import type { AppointmentsRepo, TimeRange, VisitRow, VisitValues } from './appointments.repo';
import {
  horizonEnd,
  occurrencesBefore,
  occurrencesBetween,
  ruleEndingBefore,
  ruleEndsBefore,
  ruleFrom,
  seriesProblem,
  type Occurrence,
  type SeriesTiming,
} from './series-rule';

type CreateBody = z.output<typeof createAppointmentRequestSchema>;
type UpdateBody = z.output<typeof updateAppointmentRequestSchema>;
type StatusBody = z.output<typeof appointmentStatusChangeSchema>;
type Series = typeof appointmentSeries.$inferSelect;

const minutesBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 60_000);
const zoned = (at: Date, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

/** 409 naming the clinician's other visits at that time, unless the user has confirmed the double booking. */
async function refuseConflicts(repo: AppointmentsRepo, providerId: string, ranges: TimeRange[], allow: boolean, exceptIds: string[] = []) {
  if (allow) return;
  const clashes = await repo.conflicts(providerId, ranges, exceptIds);
  if (clashes.length === 0) return;
  const first = clashes[0]!;
  throw new HttpError(
    409,
    errorCodes.appointmentConflict,
    `The clinician already has an appointment ${first.start.toISOString()}–${first.end.toISOString()} (${initials(first)})${clashes.length > 1 ? ` and ${clashes.length - 1} more` : ''}. Book anyway only if the double booking is intended.`,
    { conflicts: clashes.map((c) => ({ id: c.id, start: c.start.toISOString(), end: c.end.toISOString(), client_initials: initials(c) })) },
  );
}

/** 409 when a visit falls outside the clinician's working hours or on their time off, unless the user has confirmed. */
async function refuseOutsideHours(repo: AppointmentsRepo, providerId: string, ranges: TimeRange[], allow: boolean) {
  if (allow || ranges.length === 0) return;
  const window = { start: ranges[0]!.start, end: ranges[ranges.length - 1]!.end };
  const schedule = await repo.schedule(providerId, window);
  const outside = schedule ? ranges.filter((r) => outsideWorkingHours(schedule, r.start, r.end)) : [];
  if (outside.length === 0) return;
  throw new HttpError(
    409,
    errorCodes.outsideWorkingHours,
    `${outside.length === 1 ? 'The visit is' : `${outside.length} visits are`} outside the clinician's working hours or on their time off. Book anyway only if that is intended.`,
    { outside: outside.slice(0, 20).map((r) => ({ start: r.start.toISOString(), end: r.end.toISOString() })) },
  );
}

/** The clinician whose calendar a write goes to: the caller's own unless they may book for the one named. */
async function bookableProvider(repo: AppointmentsRepo, actor: Actor, requested: string | undefined): Promise<string> {
  const providerId = requested ?? actor.userId;
  if (providerId === actor.userId) return providerId;
  const [permitted] = await repo.permittedProviders([providerId]);
  if (!permitted) throw badRequest('body.provider_id: not a clinician whose calendar you may book');
  return permitted;
}

async function checkedType(repo: AppointmentsRepo, typeId: string | null | undefined) {
  if (!typeId) return null;
  const type = await repo.type(typeId);
  if (!type) throw badRequest('body.type_id: not an appointment type of this practice');
  return type;
}

/** Books one visit, or a series with its visits up to the horizon, after the conflict check. Answers the new visits' ids. */
export async function book(repo: AppointmentsRepo, actor: Actor, body: CreateBody, now: Date): Promise<string[]> {
  const client = await repo.visibleClient(body.client_id);
  if (!client) throw notFound('Client');
  const providerId = await bookableProvider(repo, actor, body.provider_id);
  const type = await checkedType(repo, body.type_id);
  const start = new Date(body.start);
  const end = new Date(body.end);
  const visit: VisitValues = {
    clientId: client.id,
    providerId,
    scheduledStart: start,
    scheduledEnd: end,
    typeId: type?.id ?? null,
    serviceCode: type?.serviceCode ?? null,
    location: body.location,
    telehealthUrl: body.location === 'telehealth' ? (body.telehealth_url ?? null) : null,
    createdBy: actor.userId,
  };

  await repo.lockCalendar(providerId);
  if (!body.recurrence) {
    await refuseConflicts(repo, providerId, [{ start, end }], body.allow_conflict);
    await refuseOutsideHours(repo, providerId, [{ start, end }], body.allow_outside_hours);
    return repo.insertVisits([visit]);
  }

  const timing: SeriesTiming = {
    rule: body.recurrence.rule,
    firstStart: start,
    timeZone: body.recurrence.time_zone,
    durationMinutes: minutesBetween(start, end),
  };
  const problem = seriesProblem(timing);
  if (problem) throw badRequest(`body.recurrence.rule: ${problem}`);
  const horizon = horizonEnd(now);
  const occurrences = occurrencesBetween(timing, start, horizon);
  await refuseConflicts(repo, providerId, occurrences, body.allow_conflict);
  await refuseOutsideHours(repo, providerId, occurrences, body.allow_outside_hours);
  const series = await repo.insertSeries({
    clientId: client.id,
    providerId,
    typeId: visit.typeId,
    rule: timing.rule,
    firstStart: start,
    timeZone: timing.timeZone,
    durationMinutes: timing.durationMinutes,
    location: body.location,
    telehealthUrl: visit.telehealthUrl,
    generatedUntil: ruleEndsBefore(timing, horizon) ? null : horizon,
    createdBy: actor.userId,
  });
  return repo.insertVisits(occurrences.map((o) => seriesVisit(visit, series.id, o)));
}

const seriesVisit = (template: VisitValues, seriesId: string, o: Occurrence): VisitValues => ({
  ...template,
  seriesId,
  recurrenceDate: o.recurrenceDate,
  scheduledStart: o.start,
  scheduledEnd: o.end,
  detached: false,
});

const timingOf = (s: Series): SeriesTiming => ({ rule: s.rule, firstStart: s.firstStart, timeZone: s.timeZone, durationMinutes: s.durationMinutes });

/** When the rule itself put the visit keyed by this date (a moved visit keeps its key). */
function ruleStartOn(timing: SeriesTiming, date: string): Date {
  const day = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: timing.timeZone });
  const [hit] = occurrencesBetween(timing, new Date(day.epochMilliseconds), new Date(day.add({ days: 1 }).epochMilliseconds));
  return hit?.start ?? new Date(day.epochMilliseconds);
}

/** Where the pivot of a series edit is: the visit itself ("following"), or the series' first visit still to come ("all"). */
async function pivotOf(repo: AppointmentsRepo, visit: VisitRow, scope: SeriesScope, now: Date): Promise<{ recurrenceDate: string; id: string }> {
  const own = { recurrenceDate: visit.encounter.recurrenceDate!, id: visit.encounter.id };
  if (scope !== 'all') return own;
  const firstId = await repo.firstUpcomingVisit(visit.encounter.seriesId!, now);
  const first = firstId ? await repo.visit(firstId) : null;
  return first && first.encounter.recurrenceDate! < own.recurrenceDate ? { recurrenceDate: first.encounter.recurrenceDate!, id: first.encounter.id } : own;
}

const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** A weekly rule pinned to one weekday follows a move to another day; a rule over several days cannot. */
function ruleOnNewDay(rule: string, movedDays: number, newStart: Date, timeZone: string): string {
  const byDay = /(?:^|;)BYDAY=([^;]+)/i.exec(rule)?.[1];
  if (!byDay || movedDays % 7 === 0) return rule;
  if (byDay.includes(',')) throw badRequest('body.scope: a series on several weekdays cannot move to another day as a whole; move this visit only');
  return rule.replace(/BYDAY=[^;]+/i, `BYDAY=${weekdayCodes[zoned(newStart, timeZone).dayOfWeek - 1]}`);
}

/**
 * Re-times or changes the visits of a series from a pivot on. Visits changed on their own, with a
 * status other than scheduled, or with a note are exceptions: they keep their place and survive.
 * The rest are replaced by what the new rule gives. From the series' first visit the series is
 * changed in place; from a later one it is split, the earlier part ending before the pivot.
 */
export async function editSeries(repo: AppointmentsRepo, actor: Actor, visit: VisitRow, body: UpdateBody, now: Date): Promise<string[]> {
  const series = (await repo.series(visit.encounter.seriesId!))!;
  const timing = timingOf(series);
  const pivot = await pivotOf(repo, visit, body.scope, now);
  const pivotRuleStart = ruleStartOn(timing, pivot.recurrenceDate);

  // The clicked visit's move (days and new wall-clock time) applies to the pivot.
  const oldStart = visit.encounter.scheduledStart;
  const newStart = body.start ? new Date(body.start) : oldStart;
  const newEnd = body.end ? new Date(body.end) : new Date(newStart.getTime() + minutesBetween(oldStart, visit.encounter.scheduledEnd) * 60_000);
  const movedDays = zoned(oldStart, series.timeZone).toPlainDate().until(zoned(newStart, series.timeZone).toPlainDate()).days;
  const pivotStart = new Date(
    zoned(pivotRuleStart, series.timeZone)
      .toPlainDate()
      .add({ days: movedDays })
      .toZonedDateTime({ timeZone: series.timeZone, plainTime: zoned(newStart, series.timeZone).toPlainTime() }).epochMilliseconds,
  );

  const providerId = body.provider_id ? await bookableProvider(repo, actor, body.provider_id) : series.providerId;
  const type = body.type_id === undefined ? undefined : await checkedType(repo, body.type_id);
  const location = body.location ?? series.location;
  const visitsBefore = occurrencesBefore(timing, pivotRuleStart);
  const next: SeriesTiming = {
    rule: ruleOnNewDay(ruleFrom(series.rule, visitsBefore), movedDays, pivotStart, series.timeZone),
    firstStart: pivotStart,
    timeZone: series.timeZone,
    durationMinutes: minutesBetween(newStart, newEnd),
  };
  const problem = seriesProblem(next);
  if (problem) throw badRequest(`body.start: ${problem}`);

  const existing = await repo.seriesVisitsFrom(series.id, pivot.recurrenceDate);
  const exceptions = existing.filter((v) => v.detached || v.status !== 'scheduled' || v.documented);
  const replaced = existing.filter((v) => !exceptions.includes(v));
  const kept = new Set(exceptions.map((v) => v.recurrenceDate));
  const horizon = horizonEnd(now);
  const occurrences = occurrencesBetween(next, pivotStart, horizon).filter((o) => !kept.has(o.recurrenceDate));

  await repo.lockCalendar(providerId);
  await refuseConflicts(
    repo,
    providerId,
    occurrences,
    body.allow_conflict,
    replaced.map((v) => v.id),
  );
  await refuseOutsideHours(repo, providerId, occurrences, body.allow_outside_hours);

  const changes = {
    providerId,
    typeId: type === undefined ? series.typeId : (type?.id ?? null),
    location,
    telehealthUrl: location === 'telehealth' ? (body.telehealth_url ?? series.telehealthUrl) : null,
    rule: next.rule,
    firstStart: next.firstStart,
    durationMinutes: next.durationMinutes,
    generatedUntil: ruleEndsBefore(next, horizon) ? null : horizon,
  };
  let targetId = series.id;
  if (visitsBefore === 0) await repo.updateSeries(series.id, changes);
  else {
    await repo.updateSeries(series.id, { rule: ruleEndingBefore(series.rule, pivotRuleStart), generatedUntil: null });
    const split = await repo.insertSeries({ ...changes, clientId: series.clientId, timeZone: series.timeZone, createdBy: actor.userId });
    await repo.moveVisitsToSeries(
      exceptions.map((v) => v.id),
      split.id,
    );
    targetId = split.id;
  }
  await repo.deleteVisits(replaced.map((v) => v.id));
  const serviceCode = type === undefined ? visit.encounter.serviceCode : (type?.serviceCode ?? null);
  const template: VisitValues = {
    clientId: series.clientId,
    providerId,
    scheduledStart: pivotStart,
    scheduledEnd: newEnd,
    typeId: changes.typeId,
    serviceCode,
    location,
    telehealthUrl: changes.telehealthUrl,
    createdBy: actor.userId,
  };
  return repo.insertVisits(occurrences.map((o) => seriesVisit(template, targetId, o)));
}

/** Moves or changes one visit; a visit of a series becomes an exception that later series edits leave alone. */
export async function editVisit(repo: AppointmentsRepo, actor: Actor, visit: VisitRow, body: UpdateBody): Promise<string[]> {
  const e = visit.encounter;
  const start = body.start ? new Date(body.start) : e.scheduledStart;
  const end = body.end ? new Date(body.end) : new Date(start.getTime() + (e.scheduledEnd.getTime() - e.scheduledStart.getTime()));
  if (!(end > start)) throw badRequest('body.end: must be after start');
  const providerId = body.provider_id ? await bookableProvider(repo, actor, body.provider_id) : e.providerId;
  const type = body.type_id === undefined ? undefined : await checkedType(repo, body.type_id);
  const location = body.location ?? e.location;
  await repo.lockCalendar(providerId);
  await refuseConflicts(repo, providerId, [{ start, end }], body.allow_conflict, [e.id]);
  const moved = start.getTime() !== e.scheduledStart.getTime() || end.getTime() !== e.scheduledEnd.getTime() || providerId !== e.providerId;
  if (moved) await refuseOutsideHours(repo, providerId, [{ start, end }], body.allow_outside_hours);
  await repo.updateVisit(e.id, {
    scheduledStart: start,
    scheduledEnd: end,
    providerId,
    ...(type === undefined ? {} : { typeId: type?.id ?? null, serviceCode: type?.serviceCode ?? null }),
    location,
    telehealthUrl: location === 'telehealth' ? (body.telehealth_url ?? e.telehealthUrl) : null,
    detached: e.seriesId !== null,
  });
  return [e.id];
}

/** How far ahead of its start a visit may be marked arrived (the client is in the waiting room). */
const ARRIVAL_LEAD_MS = 60 * 60_000;

/** Why a visit cannot move to this status now, or null. */
function statusProblem(visit: VisitRow, next: StatusBody, now: Date): string | null {
  const { status, scheduledStart } = visit.encounter;
  const started = now >= scheduledStart;
  switch (next.status) {
    case 'arrived':
      if (status !== 'scheduled') return `a visit that is ${status.replace('_', ' ')} cannot be marked arrived`;
      return now.getTime() >= scheduledStart.getTime() - ARRIVAL_LEAD_MS ? null : 'a client can be marked arrived from an hour before the visit';
    case 'completed':
      if (status !== 'scheduled' && status !== 'arrived') return `a visit that is ${status.replace('_', ' ')} cannot be completed`;
      return started ? null : 'a visit that has not started cannot be completed';
    case 'no_show':
      if (status !== 'scheduled' && status !== 'arrived') return `a visit that is ${status.replace('_', ' ')} cannot be a no-show`;
      return started ? null : 'a visit that has not started cannot be a no-show';
    case 'cancelled':
    case 'late_cancelled':
      if (status === 'completed') return 'a completed visit cannot be cancelled';
      return next.status === 'late_cancelled' && next.cancelled_by !== 'client' ? 'only a client’s cancellation is a late cancellation' : null;
    case 'scheduled':
      return null;
  }
}

/** Records a visit's new status with who, when and why; a cancellation may end the series from this visit (or its next) on. */
export async function changeStatus(repo: AppointmentsRepo, actor: Actor, visit: VisitRow, body: StatusBody, now: Date): Promise<string[]> {
  const problem = statusProblem(visit, body, now);
  if (problem) throw badRequest(`body.status: ${problem}`);
  if (body.status === 'scheduled' && visit.encounter.status === 'completed' && (await repo.hasNote(visit.encounter.id)))
    throw badRequest('body.status: a visit with a note cannot be reopened');
  const marked = {
    status: body.status,
    statusReason: body.reason || null,
    cancelledBy: body.cancelled_by ?? null,
    statusChangedBy: actor.userId,
    statusChangedAt: now,
  };
  await repo.updateVisit(visit.encounter.id, marked);
  if (body.scope === 'this' || !visit.encounter.seriesId) return [visit.encounter.id];

  // Ending the series: later plain visits go (nothing happened at them); exceptions still booked are cancelled too.
  const series = (await repo.series(visit.encounter.seriesId))!;
  const pivot = await pivotOf(repo, visit, body.scope, now);
  const later = (await repo.seriesVisitsFrom(series.id, pivot.recurrenceDate)).filter((v) => v.id !== visit.encounter.id && v.status === 'scheduled');
  const removable = later.filter((v) => !v.detached && !v.documented);
  const cancelled = later.filter((v) => !removable.includes(v));
  for (const v of cancelled) await repo.updateVisit(v.id, marked);
  await repo.deleteVisits(removable.map((v) => v.id));
  await repo.updateSeries(series.id, { rule: ruleEndingBefore(series.rule, ruleStartOn(timingOf(series), pivot.recurrenceDate)), generatedUntil: null });
  return [visit.encounter.id, ...cancelled.map((v) => v.id)];
}
