import { describe, expect, it } from 'vitest';
import { stagesReached } from './lead-funnel';

const counts = (rows: Parameters<typeof stagesReached>[0]) => Object.fromEntries(stagesReached(rows).map((s) => [s.status, s.count]));

describe('the funnel counts stages reached', () => {
  it('a lead counts for every stage up to its furthest; a closed one for those it reached, and as closed', () => {
    expect(
      counts([
        { status: 'new', reached: ['new'] },
        { status: 'consultation_booked', reached: ['new', 'contacted', 'consultation_booked'] },
        { status: 'closed', reached: ['new', 'contacted', 'closed'] },
        // Moved back to New after a consultation was booked: it still reached that stage.
        { status: 'new', reached: ['new', 'consultation_booked', 'new'] },
        { status: 'converted', reached: [null] },
      ]),
    ).toEqual({ new: 5, contacted: 4, consultation_booked: 3, converted: 1, closed: 1 });
  });
});
