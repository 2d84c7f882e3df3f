import type { DueForm, MeasureAssignment, MeasureHistoryResponse } from '@tend/contracts/measures.contract';
import type { Db } from '@tend/db/client';
import { clientDisplayName } from '../clients/client-view';
import { autoTaskOpenFor } from '../tasks/tasks.repo';
import { dueState, type PastAnswer, type Visit } from './due-forms';
import type { MeasuresRepo } from './measures.repo';
import { toAssignmentView, toMoodView, toResultView, trendsOf } from './measure-view';

/** What decides due-ness per client: their answers and visits. */
async function dueInputs(repo: MeasuresRepo, clientIds: string[], now: Date) {
  const [results, visits] = await Promise.all([repo.results(clientIds), repo.visits(clientIds, now)]);
  const answers = new Map<string, PastAnswer[]>();
  for (const { response: r } of results) answers.set(r.clientId, [...(answers.get(r.clientId) ?? []), { measure: r.measure, submittedAt: r.submittedAt }]);
  const visitsOf = new Map<string, Visit[]>();
  for (const v of visits) if (v.clientId) visitsOf.set(v.clientId, [...(visitsOf.get(v.clientId) ?? []), { start: v.start, status: v.status }]);
  return { answers: (id: string) => answers.get(id) ?? [], visits: (id: string) => visitsOf.get(id) ?? [] };
}

const lastOf = (answers: PastAnswer[], measure: string) =>
  answers.filter((a) => a.measure === measure).reduce<Date | null>((latest, a) => (!latest || a.submittedAt > latest ? a.submittedAt : latest), null);

/** A client's assignments, current first, each with whether it is due now. */
export async function assignmentsOf(repo: MeasuresRepo, clientId: string, now: Date): Promise<MeasureAssignment[]> {
  const [rows, inputs] = await Promise.all([repo.assignments([clientId]), dueInputs(repo, [clientId], now)]);
  const answers = inputs.answers(clientId);
  return rows
    .map((row) => toAssignmentView(row, dueState(row.assignment, answers, inputs.visits(clientId), now), lastOf(answers, row.assignment.measure)))
    .sort((a, b) => Number(a.ended_at !== null) - Number(b.ended_at !== null));
}

/** Forms due now for every client the portal user answers for (one per measure and client). */
export async function dueFormsOf(repo: MeasuresRepo, now: Date): Promise<{ forms: DueForm[]; clients: { id: string; name: string }[] }> {
  const clients = await repo.visibleClients();
  const ids = clients.map((c) => c.id);
  const [rows, inputs] = await Promise.all([repo.assignments(ids, true), dueInputs(repo, ids, now)]);
  const names = new Map(clients.map((c) => [c.id, clientDisplayName(c)]));
  const forms: DueForm[] = [];
  for (const { assignment: a } of rows) {
    if (forms.some((f) => f.client_id === a.clientId && f.measure === a.measure)) continue;
    const state = dueState(a, inputs.answers(a.clientId), inputs.visits(a.clientId), now);
    if (!state.due) continue;
    forms.push({
      assignment_id: a.id,
      client_id: a.clientId,
      client_name: names.get(a.clientId)!,
      measure: a.measure,
      schedule: a.schedule,
      reason: state.reason!,
    });
  }
  // The intake first: it is what a new client meets before anything else.
  forms.sort((x, y) => Number(y.measure === 'intake') - Number(x.measure === 'intake'));
  return { forms, clients: clients.map((c) => ({ id: c.id, name: names.get(c.id)! })) };
}

/**
 * Scores over time (oldest first), the latest per measure with its trend, and the mood log.
 * `staffViewer`: the practice-side reader, for whom an urgent answer's follow-up is flagged while
 * it is open on their list (or anyone's, when they were not told of it); null in the portal.
 */
export async function historyOf(
  db: Db,
  repo: MeasuresRepo,
  client: { id: string; practiceId: string },
  staffViewer: string | null,
): Promise<MeasureHistoryResponse> {
  const [results, mood] = await Promise.all([repo.results([client.id]), repo.moodEntries([client.id])]);
  const responses = results.map(toResultView);
  const urgentOpen =
    !!staffViewer && responses.some((r) => r.urgent) && (await autoTaskOpenFor(db, client.practiceId, 'measure_urgent', client.id, staffViewer));
  return { responses, trends: trendsOf(responses), mood_entries: mood.map(toMoodView).reverse(), urgent_open: urgentOpen };
}
