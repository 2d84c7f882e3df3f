import type { AppointmentConflicts } from '@tend/contracts/calendar.contract';
import type { AssistantData, CalendarVisit, ClientChart, EngineInput, EnginePage, Interval } from '../src/ai/engine';

export const ids = {
  sam: '00000000-0000-4000-8000-0000000000a1',
  samOrtiz: '00000000-0000-4000-8000-0000000000a2',
  jordan: '00000000-0000-4000-8000-0000000000a3',
  type53: '00000000-0000-4000-8000-0000000000b1',
};

export const directory = [
  { id: ids.sam, name: 'Sam Lee', names: ['Sam Lee', 'Sam', 'Lee'] },
  { id: ids.jordan, name: 'Jordan Blake', names: ['Jordan Blake', 'Jordan', 'Blake'] },
];

export const visit = (over: Partial<CalendarVisit> & Pick<CalendarVisit, 'scheduledStart'>): CalendarVisit => ({
  id: crypto.randomUUID(),
  clientId: ids.sam,
  clientName: 'Sam Lee',
  scheduledEnd: new Date(over.scheduledStart.getTime() + 50 * 60_000),
  status: 'scheduled',
  typeName: null,
  location: 'office',
  ...over,
});

/** The data port over fixed rows: what the built-in engine's calendar answers read, without a database. */
export function fakeAssistantData(
  visits: CalendarVisit[],
  over: { clients?: typeof directory; slots?: Interval[] | null; conflicts?: AppointmentConflicts['conflicts']; outside?: boolean; chart?: ClientChart } = {},
): AssistantData {
  const inRange = (from: Date, to: Date) => visits.filter((v) => v.scheduledStart >= from && v.scheduledStart < to);
  return {
    pendingNotes: async () => [],
    appointmentsBetween: async (from, to) => inRange(from, to).sort((a, b) => a.scheduledStart.getTime() - b.scheduledStart.getTime()),
    nextAppointment: async (after) =>
      visits
        .filter((v) => v.scheduledStart > after && (v.status === 'scheduled' || v.status === 'arrived'))
        .sort((a, b) => a.scheduledStart.getTime() - b.scheduledStart.getTime())[0] ?? null,
    recentClients: async () => [],
    clientNames: async () => (over.clients ?? directory).map((c) => c.names),
    clientDirectory: async () => over.clients ?? directory,
    bookingDefaults: async () => ({ type: { id: ids.type53, name: 'Individual therapy, 53 min', durationMinutes: 53 }, location: 'office' }),
    calendarConflicts: async () => over.conflicts ?? [],
    outsideWorkingHours: async () => over.outside ?? false,
    openSlots: async (from, to) => (over.slots === undefined ? null : (over.slots ?? []).filter((s) => s.start >= from && s.end <= to)),
    clientChart: async () => over.chart ?? null,
  };
}

export function engineInput(text: string, data: AssistantData, at: { now: Date; timeZone: string; page?: Partial<EnginePage> }): EngineInput {
  return {
    text,
    history: [],
    notePrefs: undefined,
    patient: null,
    page: at.page
      ? { type: null, selectedDate: null, viewMode: null, editing: false, currentPatient: null, selections: [], route: null, workflow: null, ...at.page }
      : null,
    clinicianName: 'Dr Alice Moreno',
    conversationId: '00000000-0000-4000-8000-0000000000c1',
    data,
    now: at.now,
    timeZone: at.timeZone,
    shareNames: false,
  };
}
