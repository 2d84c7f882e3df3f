import type { AssistantData, EngineReply } from '../engine';
import { emptyReply } from '../engine';
import { formatDay } from '../time';

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

export async function answerRecentClients(data: AssistantData, timeZone: string): Promise<EngineReply> {
  const recent = await data.recentClients();
  if (recent.length === 0) return emptyReply('You have no clients with past sessions yet.');
  const lines = recent.map((c) => `- ${c.name}${c.lastSession ? ` — last seen ${formatDay(c.lastSession, timeZone)}` : ''}`);
  return emptyReply(`Your most recently seen clients:\n${lines.join('\n')}`);
}
