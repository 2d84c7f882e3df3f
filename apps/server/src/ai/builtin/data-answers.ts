import type { AssistantData, EngineReply } from '../engine';
import { emptyReply } from '../engine';
import { dayBounds, formatDay, formatTime } from '../time';

export async function answerPendingNotes(data: AssistantData, timeZone: string): Promise<EngineReply> {
  const pending = await data.pendingNotes();
  if (pending.length === 0) {
    return {
      ...emptyReply('You are all caught up: every past session has a signed note.'),
      insights: [
        { title: 'Pending notes', description: 'No past session is waiting for a signed note.', severity: 'info', metric_value: 0, metric_unit: 'notes' },
      ],
    };
  }
  const lines = pending.map(
    (p) => `- ${p.clientName} — ${formatDay(p.scheduledStart, timeZone)} (${p.hasDraft ? 'draft started, not signed' : 'no note yet'})`,
  );
  return {
    ...emptyReply(`You have ${pending.length} past ${pending.length === 1 ? 'session' : 'sessions'} without a signed note:\n${lines.join('\n')}`),
    insights: [
      {
        title: 'Pending notes',
        description: `${pending.length} past ${pending.length === 1 ? 'session has' : 'sessions have'} no signed note.`,
        severity: pending.length > 5 ? 'critical' : 'warning',
        metric_value: pending.length,
        metric_unit: 'notes',
      },
    ],
    recommendations: [
      {
        title: 'Catch up on documentation',
        description: 'Notes are quickest to write while the session is fresh; drafts only need your review and signature.',
        priority: pending.length > 5 ? 'high' : 'medium',
        action_items: pending
          .slice(0, 5)
          .map((p) => `${p.hasDraft ? 'Review and sign the draft for' : 'Write the note for'} ${p.clientName} (${formatDay(p.scheduledStart, timeZone)})`),
      },
    ],
  };
}

export async function answerTodaysAppointments(data: AssistantData, now: Date, timeZone: string): Promise<EngineReply> {
  const { start, end } = dayBounds(now, timeZone);
  const appointments = await data.appointmentsBetween(start, end);
  const insight = {
    title: "Today's appointments",
    description: `${appointments.length} on your calendar today.`,
    severity: 'info' as const,
    metric_value: appointments.length,
    metric_unit: 'appointments',
  };
  if (appointments.length === 0) return { ...emptyReply('There are no appointments on your calendar today.'), insights: [insight] };
  const lines = appointments.map(
    (a) =>
      `- ${formatTime(a.scheduledStart, timeZone)}–${formatTime(a.scheduledEnd, timeZone)} ${a.clientName}${a.status === 'scheduled' ? '' : ` (${a.status.replace('_', ' ')})`}`,
  );
  return {
    ...emptyReply(`Today you have ${appointments.length} ${appointments.length === 1 ? 'appointment' : 'appointments'}:\n${lines.join('\n')}`),
    insights: [insight],
  };
}

export async function answerRecentClients(data: AssistantData, timeZone: string): Promise<EngineReply> {
  const recent = await data.recentClients();
  if (recent.length === 0) return emptyReply('You have no clients with past sessions yet.');
  const lines = recent.map((c) => `- ${c.name}${c.lastSession ? ` — last seen ${formatDay(c.lastSession, timeZone)}` : ''}`);
  return emptyReply(`Your most recently seen clients:\n${lines.join('\n')}`);
}
