import {
  measureDefinitions,
  scoredMeasures,
  severityLabel,
  type MeasureAssignment,
  type MeasureResponseDetail,
  type MeasureResult,
  type MeasureTrend,
  type MoodEntry,
} from '@tend/contracts/measures.contract';
import type { moodEntries } from '@tend/db/schema/measures';
import type { DueState } from './due-forms';
import type { AssignmentRow, ResponseRow } from './measures.repo';

const day = 24 * 60 * 60 * 1000;
/** A trend starts from the first score of this window before the latest. */
export const trendWindow = 90 * day;

export function toAssignmentView(
  row: { assignment: AssignmentRow; assignedByName: string | null },
  due: DueState,
  lastAnsweredAt: Date | null,
): MeasureAssignment {
  const a = row.assignment;
  return {
    id: a.id,
    client_id: a.clientId,
    measure: a.measure,
    schedule: a.schedule,
    assigned_at: a.assignedAt.toISOString(),
    assigned_by_name: row.assignedByName,
    ended_at: a.endedAt?.toISOString() ?? null,
    due: due.due,
    last_answered_at: lastAnsweredAt?.toISOString() ?? null,
  };
}

export function toResultView({ response: r, submittedByName }: { response: ResponseRow; submittedByName: string | null }): MeasureResult {
  return {
    id: r.id,
    client_id: r.clientId,
    measure: r.measure,
    assignment_id: r.assignmentId,
    score: r.score,
    max_score: measureDefinitions[r.measure].maxScore,
    severity: r.severity,
    severity_label: severityLabel(r.measure, r.severity),
    urgent: r.urgent,
    submitted_at: r.submittedAt.toISOString(),
    submitted_by_name: submittedByName,
  };
}

export function toDetailView(row: { response: ResponseRow; submittedByName: string | null }): MeasureResponseDetail {
  const answers = Object.fromEntries(
    Object.entries(row.response.answers).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
  return { ...toResultView(row), answers };
}

export const toMoodView = (m: typeof moodEntries.$inferSelect): MoodEntry => ({
  id: m.id,
  client_id: m.clientId,
  mood: m.mood,
  note: m.note,
  recorded_at: m.recordedAt.toISOString(),
});

/**
 * Per scored measure: the latest score and where it came from — the first score of the 90 days
 * before it. Results must be oldest first.
 */
export function trendsOf(results: MeasureResult[]): MeasureTrend[] {
  return scoredMeasures.flatMap((measure) => {
    const scored = results.filter((r) => r.measure === measure && r.score !== null);
    const latest = scored.at(-1);
    if (!latest) return [];
    const latestAt = Date.parse(latest.submitted_at);
    const from = scored.find((r) => r !== latest && latestAt - Date.parse(r.submitted_at) <= trendWindow) ?? null;
    return [
      {
        measure,
        latest_score: latest.score!,
        latest_severity_label: latest.severity_label,
        latest_at: latest.submitted_at,
        from_score: from?.score ?? null,
        from_at: from?.submitted_at ?? null,
      },
    ];
  });
}
