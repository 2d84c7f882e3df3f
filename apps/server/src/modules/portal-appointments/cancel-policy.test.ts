import { describe, expect, it } from 'vitest';
import { cancelPolicy, practiceContactOf } from './cancel-policy';

const now = new Date('2030-03-04T12:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);
const none = { phone: null, email: null };

describe('cancelPolicy', () => {
  it('allows a scheduled visit more than the window ahead, until the window opens', () => {
    const policy = cancelPolicy({ status: 'scheduled', start: hoursFromNow(30) }, now, 24, none);
    expect(policy).toEqual({ cancellable: true, cancelUntil: hoursFromNow(6), refusal: null });
  });

  it('refuses inside the window, exactly at its edge too, naming how to reach the practice', () => {
    const edge = cancelPolicy({ status: 'scheduled', start: hoursFromNow(24) }, now, 24, { phone: '555-0100', email: null });
    expect(edge.cancellable).toBe(false);
    expect(edge.refusal).toBe('Less than 24 hours before the visit: please call the practice at 555-0100.');
    expect(cancelPolicy({ status: 'scheduled', start: hoursFromNow(2) }, now, 24, none).refusal).toBe(
      'Less than 24 hours before the visit: please call the practice.',
    );
  });

  it('lets a practice without a window take cancellations until the start', () => {
    expect(cancelPolicy({ status: 'scheduled', start: hoursFromNow(0.1) }, now, 0, none).cancellable).toBe(true);
  });

  it('offers nothing for visits cancelled or past', () => {
    expect(cancelPolicy({ status: 'cancelled', start: hoursFromNow(48) }, now, 24, none)).toEqual({ cancellable: false, cancelUntil: null, refusal: null });
    expect(cancelPolicy({ status: 'completed', start: hoursFromNow(-48) }, now, 24, none).refusal).toBeNull();
  });
});

describe('practiceContactOf', () => {
  it('reads the contact the practice set, and nothing else', () => {
    expect(practiceContactOf({ contact: { phone: ' 555-0100 ', email: 'front@example.org' } })).toEqual({ phone: '555-0100', email: 'front@example.org' });
    expect(practiceContactOf({ contact: { phone: 5 } })).toEqual(none);
    expect(practiceContactOf({})).toEqual(none);
  });
});
