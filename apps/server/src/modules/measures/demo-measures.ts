import { measureDefinitions, type MeasureKind } from '@tend/contracts/measures.contract';
import type { Db } from '@tend/db/client';
import { measureAssignments, measureResponses, moodEntries } from '@tend/db/schema/measures';
import type { DemoPortal } from '../demo/demo-portal';
import { scoreResponse } from './scoring';

const day = 24 * 60 * 60 * 1000;

/** Answers reaching `total`, spread over the scored items from the first, item 9 of the PHQ-9 left at 0. */
function answersSumming(measure: MeasureKind, total: number): Record<string, number> {
  const items = measureDefinitions[measure].items.filter((i) => i.scored && !(measure === 'phq9' && i.id === 'q9'));
  const answers: Record<string, number> = measure === 'phq9' ? { q9: 0 } : {};
  let left = total;
  for (const [index, item] of items.entries()) {
    // Even spread, the remainder on the first items.
    const value = Math.min(3, Math.ceil(left / (items.length - index)));
    answers[item.id] = value;
    left -= value;
  }
  return answers;
}

/**
 * The demo portal's forms and scores: four monthly PHQ-9 and GAD-7 scores trending down (none
 * urgent), the last a month old so the monthly PHQ-9 is due now, a GAD-7 before every visit, and a
 * few mood entries. Scored by the same code the API uses.
 */
export async function insertDemoMeasures(tx: Db, portal: DemoPortal): Promise<void> {
  const clientId = portal.clientIds[0];
  if (!clientId) return;
  const at = (daysAgo: number) => new Date(portal.now.getTime() - daysAgo * day);
  const [phq9] = await tx
    .insert(measureAssignments)
    .values({ practiceId: portal.practiceId, clientId, measure: 'phq9', schedule: 'monthly', assignedBy: portal.clinicianId, assignedAt: at(125) })
    .returning();
  const [gad7] = await tx
    .insert(measureAssignments)
    .values({ practiceId: portal.practiceId, clientId, measure: 'gad7', schedule: 'every_visit', assignedBy: portal.clinicianId, assignedAt: at(125) })
    .returning();
  const history: [MeasureKind, string, number[]][] = [
    ['phq9', phq9!.id, [16, 13, 11, 8]],
    ['gad7', gad7!.id, [14, 12, 9, 7]],
  ];
  const daysAgo = [121, 91, 61, 31];
  for (const [measure, assignmentId, scores] of history) {
    await tx.insert(measureResponses).values(
      scores.map((score, i) => {
        const answers = answersSumming(measure, score);
        const scored = scoreResponse(measure, answers);
        return {
          practiceId: portal.practiceId,
          clientId,
          assignmentId,
          measure,
          answers,
          score: scored.score,
          severity: scored.severity,
          urgent: scored.urgent,
          submittedBy: portal.portalUserId,
          submittedAt: at(daysAgo[i]!),
        };
      }),
    );
  }
  await tx.insert(moodEntries).values(
    [
      [9, 2, 'Rough week at work'],
      [6, 3, null],
      [4, 3, 'Walked after dinner'],
      [2, 4, null],
      [1, 4, 'Good talk with my sister'],
    ].map(([ago, mood, note]) => ({
      clientId,
      mood: mood as number,
      note: note as string | null,
      recordedBy: portal.portalUserId,
      recordedAt: at(ago as number),
    })),
  );
}
