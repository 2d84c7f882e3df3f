import { describe, expect, it } from 'vitest';
import { freeCancellationText, slotsByDay, visitWhen } from './format-visit';

const zone = 'America/New_York';

describe('format-visit', () => {
  it('says when a visit is in the practice’s zone', () => {
    expect(visitWhen('2030-01-09T14:00:00.000Z', '2030-01-09T14:50:00.000Z', zone)).toBe('Wed, Jan 9 · 9:00 AM – 9:50 AM');
  });

  it('says until when a cancellation is free, with the date when it is far off', () => {
    const now = new Date('2030-01-07T15:00:00Z');
    expect(freeCancellationText('2030-01-08T21:00:00.000Z', zone, now)).toBe('Free cancellation until Tue 4:00 PM');
    expect(freeCancellationText('2030-01-28T21:00:00.000Z', zone, now)).toBe('Free cancellation until Mon, Jan 28 4:00 PM');
  });

  it('groups slots by their local day, not the UTC one', () => {
    const slots = [{ start: '2030-01-09T14:00:00.000Z' }, { start: '2030-01-10T03:00:00.000Z' }, { start: '2030-01-10T14:00:00.000Z' }];
    expect(slotsByDay(slots, zone).map((d) => [d.date, d.slots.length])).toEqual([
      ['2030-01-09', 2],
      ['2030-01-10', 1],
    ]);
  });
});
