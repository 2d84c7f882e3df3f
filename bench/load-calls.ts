/**
 * What one clinician's loop asks for in each workload of the load benchmark. Shared by the main
 * thread (which builds the contexts) and the driver worker (which sends the calls).
 */
import { Temporal } from 'temporal-polyfill';
import { startOfDay } from '@tend/contracts/calendar-days';

export type Workload = 'bare' | 'audited' | 'mixed';

/** A signed-in clinician: the session cookie, one of their clients, a few of their signed notes, their assistant conversation. */
export interface LoadClinician {
  cookie: string;
  clientId: string;
  noteIds: string[];
  sessionId: string;
}

/** The ranges the screens ask for, computed once in the practice's zone. */
export interface LoadRanges {
  /** Dashboard visits: today to a week ahead (apps/web dashboard logic/agenda.ts). */
  visits: { from: string; to: string };
  /** Dashboard open slots: today to the end of the week. */
  openSlots: { from: string; to: string };
  /** The calendar's week view: Monday to Monday. */
  calendarWeek: { from: string; to: string };
}

export interface LoadCall {
  label: string;
  target: 'app' | 'bare';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export function loadRanges(zone: string, monday: Temporal.PlainDate): LoadRanges {
  const today = Temporal.Now.plainDateISO(zone);
  const at = (date: Temporal.PlainDate) => startOfDay(date, zone).toISOString();
  return {
    visits: { from: at(today), to: at(today.add({ days: 7 })) },
    openSlots: { from: at(today), to: at(today.add({ days: 8 - today.dayOfWeek })) },
    calendarWeek: { from: at(monday), to: at(monday.add({ weeks: 1 })) },
  };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The dashboard on open (apps/web/src/features/dashboard and the cards it renders): the signed-in
 * user, the week's visits, working hours and open slots, notes due, unread messages, the billing
 * card and the assistant panel's restored conversation.
 */
function dashboardCalls(c: LoadClinician, r: LoadRanges): LoadCall[] {
  const get = (label: string, path: string): LoadCall => ({ label: `dashboard: ${label}`, target: 'app', method: 'GET', path });
  return [
    get('GET /api/auth/me', '/api/auth/me'),
    get('GET /api/appointments (7 days)', `/api/appointments?${query(r.visits)}`),
    get('GET /api/work-schedule', '/api/work-schedule'),
    get('GET /api/availability', `/api/availability?${query({ ...r.openSlots, slot_minutes: '60' })}`),
    get('GET /api/notes/completion-stats', '/api/notes/completion-stats'),
    get('GET /api/client/clients-with-messages', '/api/client/clients-with-messages'),
    get('GET /api/billing/overview', '/api/billing/overview'),
    get('GET /api/conversations/:id/messages', `/api/conversations/${c.sessionId}/messages?limit=30`),
  ];
}

/** One iteration of a clinician's loop; `i` turns through their notes. */
export function callsFor(workload: Workload, c: LoadClinician, r: LoadRanges, i: number): LoadCall[] {
  const clientRead: LoadCall = { label: 'GET /api/clients/:id', target: 'app', method: 'GET', path: `/api/clients/${c.clientId}` };
  if (workload === 'bare') return [{ label: 'bare: pk select of the client', target: 'bare', method: 'GET', path: `/bare/clients/${c.clientId}` }];
  if (workload === 'audited') return [clientRead];
  return [
    ...dashboardCalls(c, r),
    { label: 'GET /api/notes?limit=50', target: 'app', method: 'GET', path: '/api/notes?limit=50' },
    { label: 'GET /api/notes/:id', target: 'app', method: 'GET', path: `/api/notes/${c.noteIds[i % c.noteIds.length]}` },
    clientRead,
    {
      label: 'POST /api/engine/respond (builtin)',
      target: 'app',
      method: 'POST',
      path: '/api/engine/respond',
      body: {
        user_input: 'Session went well. Client reported a calmer week, practised breathing daily, and we planned one small step for work.',
        session_id: c.sessionId,
        message_id: crypto.randomUUID(),
      },
    },
    { label: 'GET /api/appointments (calendar week)', target: 'app', method: 'GET', path: `/api/appointments?${query(r.calendarWeek)}` },
  ];
}
