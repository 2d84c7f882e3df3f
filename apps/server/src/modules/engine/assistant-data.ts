import type { Db } from '@tend/db/client';
import type { AssistantData } from '../../ai/engine';
import type { Actor } from '../../auth/actor';
import { initials } from '../calendar/appointment-view';
import { appointmentsRepo } from '../calendar/appointments.repo';
import { clientsRepo } from '../clients/clients.repo';
import { measureTrendsOf } from '../measures/measure-trends';
import { caseloadRepo } from '../notes/pending.repo';
import { loadSchedule, openSlots, outsideWorkingHours } from '../work-schedule/availability';
import { tasksRepo } from '../tasks/tasks.repo';
import { workScheduleRepo } from '../work-schedule/work-schedule.repo';
import { assistantCalendarRepo } from './assistant-calendar.repo';
import { clientChartOf } from './client-chart';

const MINUTE = 60_000;
/** CPT psychiatric diagnostic evaluation: the intake visit. */
const intakeCodes = new Set(['90791', '90792']);

/**
 * What the assistant may answer about: the caller's own caseload and calendar, and the chart of a
 * client they may see, nothing else. `ip` is the caller's, for the audit of chart reads.
 */
export function assistantData(db: Db, actor: Actor, now: Date, ip: string | null): AssistantData {
  const caseload = caseloadRepo(db, actor);
  const calendar = assistantCalendarRepo(db, actor);
  const schedule = (start: Date, end: Date) => loadSchedule(db, actor.practiceId, actor.userId, { start, end });
  return {
    pendingNotes: () => caseload.pendingNotes(),
    appointmentsBetween: (from, to) => calendar.between(from, to),
    nextAppointment: (after) => calendar.next(after),
    recentClients: () => caseload.recentClients(now),
    measureTrends: (clientId) => measureTrendsOf(db, actor, clientId),
    clientChart: (clientId) => clientChartOf(db, actor, clientId, { ip, now }),
    tasksDue: async (end) => (await tasksRepo(db, actor).dueBy(end)).map(({ task }) => ({ title: task.title, dueAt: task.dueAt!, priority: task.priority })),
    clientNames: () => clientsRepo(db, actor).nameVariants(),
    clientDirectory: () => calendar.directory(),

    async bookingDefaults(clientId, minutes) {
      const [last, all] = await Promise.all([calendar.lastVisit(clientId), calendar.activeTypes()]);
      // A client already seen is not booked for another intake (diagnostic evaluation) by default.
      const types = last ? all.filter((t) => !intakeCodes.has(t.serviceCode ?? '')) : all;
      const usual = all.find((t) => t.id === last?.typeId);
      const sized = minutes === null ? undefined : types.find((t) => t.durationMinutes === minutes);
      // A length asked for that the usual type does not have picks the practice's type of that length.
      const chosen = (minutes !== null && usual?.durationMinutes !== minutes ? sized : undefined) ?? usual ?? sized ?? types[0] ?? all[0];
      return { type: chosen ? { id: chosen.id, name: chosen.name, durationMinutes: chosen.durationMinutes } : null, location: last?.location ?? 'office' };
    },

    // The clinician's time is taken whoever's client fills it: the booking's own conflict check, initials only.
    async calendarConflicts(start, end) {
      const clashes = await appointmentsRepo(db, actor).conflicts(actor.userId, [{ start, end }]);
      return clashes.map((c) => ({ id: c.id, start: c.start.toISOString(), end: c.end.toISOString(), client_initials: initials(c) }));
    },

    async outsideWorkingHours(start, end) {
      const hours = await schedule(start, end);
      return hours ? outsideWorkingHours(hours, start, end) : false;
    },

    async openSlots(from, to, slotMinutes) {
      const hours = await schedule(from, to);
      const owner = await workScheduleRepo(db, actor).owner();
      if (!hours || hours.weekly.length === 0 || !owner) return null;
      // A visit just outside the range still keeps its buffer inside it (as GET /api/availability).
      const margin = hours.bufferMinutes * MINUTE;
      const busy = await workScheduleRepo(db, actor).busy(owner, new Date(from.getTime() - margin), new Date(to.getTime() + margin));
      return openSlots(hours, busy, from, to, slotMinutes).map(({ start, end }) => ({ start, end }));
    },
  };
}
