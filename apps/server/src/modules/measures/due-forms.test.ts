import { describe, expect, it } from 'vitest';
import { dueState, type DueAssignment, type PastAnswer, type Visit } from './due-forms';

const now = new Date('2026-03-10T12:00:00Z');
const daysFromNow = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000);
const assignment = (schedule: DueAssignment['schedule'], extra: Partial<DueAssignment> = {}): DueAssignment => ({
  id: 'a',
  measure: 'phq9',
  schedule,
  assignedAt: daysFromNow(-60),
  endedAt: null,
  ...extra,
});
const answered = (...days: number[]): PastAnswer[] => days.map((d) => ({ measure: 'phq9', submittedAt: daysFromNow(d) }));
const visits = (...days: number[]): Visit[] => days.map((d) => ({ start: daysFromNow(d), status: d < 0 ? 'completed' : 'scheduled' }));

describe('once', () => {
  it('is due until answered after it was assigned', () => {
    expect(dueState(assignment('once'), [], [], now).due).toBe(true);
    expect(dueState(assignment('once'), answered(-61), [], now).due).toBe(true);
    expect(dueState(assignment('once'), answered(-59), [], now).due).toBe(false);
  });
  it('counts only answers to its own measure', () => {
    expect(dueState(assignment('once'), [{ measure: 'gad7', submittedAt: daysFromNow(-1) }], [], now).due).toBe(true);
  });
});

describe('monthly', () => {
  it('is due with no answer, and when the last is 30 or more days old', () => {
    expect(dueState(assignment('monthly'), [], [], now).due).toBe(true);
    expect(dueState(assignment('monthly'), answered(-29), [], now).due).toBe(false);
    expect(dueState(assignment('monthly'), answered(-30), [], now).due).toBe(true);
    expect(dueState(assignment('monthly'), answered(-45, -31), [], now).due).toBe(true);
  });
});

describe('every visit', () => {
  it('is due when a visit is within 3 days and nothing was answered since the previous visit', () => {
    expect(dueState(assignment('every_visit'), answered(-10), visits(-7, 2), now)).toEqual({
      due: true,
      reason: 'Before your next visit',
      visitAt: daysFromNow(2),
    });
    expect(dueState(assignment('every_visit'), answered(-5), visits(-7, 2), now).due).toBe(false);
  });
  it('is not due with no visit in the next 3 days', () => {
    expect(dueState(assignment('every_visit'), [], visits(-7, 4), now).due).toBe(false);
    expect(dueState(assignment('every_visit'), [], [], now).due).toBe(false);
  });
  it('ignores cancelled visits, both as the next and as the previous one', () => {
    expect(dueState(assignment('every_visit'), [], [{ start: daysFromNow(1), status: 'cancelled' }], now).due).toBe(false);
    const cancelledPrevious: Visit[] = [...visits(-14, 1), { start: daysFromNow(-3), status: 'late_cancelled' }];
    expect(dueState(assignment('every_visit'), answered(-10), cancelledPrevious, now).due).toBe(false);
  });
  it('with no previous visit, is due until answered after being assigned', () => {
    expect(dueState(assignment('every_visit', { assignedAt: daysFromNow(-2) }), answered(-5), visits(1), now).due).toBe(true);
    expect(dueState(assignment('every_visit', { assignedAt: daysFromNow(-2) }), answered(-1), visits(1), now).due).toBe(false);
  });
});

describe('every other visit', () => {
  it('is due before every second visit', () => {
    // Answered before the last visit: this next one is the second since, so not due.
    expect(dueState(assignment('every_other_visit'), answered(-8), visits(-14, -7, 2), now).due).toBe(false);
    // Last answered before the visit two back: due again.
    expect(dueState(assignment('every_other_visit'), answered(-15), visits(-14, -7, 2), now).due).toBe(true);
    expect(dueState(assignment('every_other_visit'), [], visits(-14, -7, 2), now).due).toBe(true);
  });
});

describe('ended assignments', () => {
  it('are never due', () => {
    for (const schedule of ['once', 'monthly', 'every_visit', 'every_other_visit'] as const) {
      expect(dueState(assignment(schedule, { endedAt: daysFromNow(-1) }), [], visits(1), now).due).toBe(false);
    }
  });
});
