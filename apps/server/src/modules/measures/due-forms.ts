import type { MeasureKind, MeasureSchedule } from '@tend/contracts/measures.contract';

export interface DueAssignment {
  id: string;
  measure: MeasureKind;
  schedule: MeasureSchedule;
  assignedAt: Date;
  endedAt: Date | null;
}

export interface PastAnswer {
  measure: MeasureKind;
  submittedAt: Date;
}

export interface Visit {
  start: Date;
  /** Calendar status: only scheduled visits are upcoming; cancelled and missed ones are not visits. */
  status: string;
}

export interface DueState {
  due: boolean;
  /** Why, in plain words, when due. */
  reason: string | null;
  /** The visit it is due before (every_visit, every_other_visit). */
  visitAt: Date | null;
}

const day = 24 * 60 * 60 * 1000;
/** A form due before a visit opens this long before it. */
export const beforeVisitWindow = 3 * day;
export const monthlyInterval = 30 * day;
const notAVisit = new Set(['cancelled', 'late_cancelled', 'no_show']);

const lastAnswer = (answers: PastAnswer[], measure: MeasureKind): Date | null =>
  answers.filter((a) => a.measure === measure).reduce<Date | null>((latest, a) => (!latest || a.submittedAt > latest ? a.submittedAt : latest), null);

const answeredSince = (answers: PastAnswer[], measure: MeasureKind, since: Date) => answers.some((a) => a.measure === measure && a.submittedAt >= since);

const notDue: DueState = { due: false, reason: null, visitAt: null };

/**
 * Whether one assignment is due now. Once: until answered after it was assigned. Monthly: when the
 * last answer is 30 or more days old (or there is none since it was assigned). Every visit: when a
 * scheduled visit starts within 3 days and nothing was answered since the previous visit. Every
 * other visit: the same, but nothing answered since the visit before the previous one — so every
 * second visit. Ended assignments are never due.
 */
export function dueState(assignment: DueAssignment, answers: PastAnswer[], visits: Visit[], now: Date): DueState {
  if (assignment.endedAt && assignment.endedAt <= now) return notDue;
  const { measure } = assignment;
  switch (assignment.schedule) {
    case 'once':
      return answeredSince(answers, measure, assignment.assignedAt) ? notDue : { due: true, reason: 'Asked for once', visitAt: null };
    case 'monthly': {
      const last = lastAnswer(answers, measure);
      const fresh = last && last >= assignment.assignedAt && now.getTime() - last.getTime() < monthlyInterval;
      return fresh ? notDue : { due: true, reason: 'Monthly check-in', visitAt: null };
    }
    case 'every_visit':
    case 'every_other_visit': {
      const held = visits.filter((v) => !notAVisit.has(v.status));
      const next = held
        .filter((v) => v.status === 'scheduled' && v.start >= now && v.start.getTime() - now.getTime() <= beforeVisitWindow)
        .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
      if (!next) return notDue;
      const past = held.filter((v) => v.start < now).sort((a, b) => b.start.getTime() - a.start.getTime());
      const back = assignment.schedule === 'every_visit' ? 0 : 1;
      const since = past[back]?.start ?? assignment.assignedAt;
      return answeredSince(answers, measure, since) ? notDue : { due: true, reason: 'Before your next visit', visitAt: next.start };
    }
  }
}
