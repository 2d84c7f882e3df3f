import { describe, expect, it } from 'vitest';
import { parseCompletionStats } from './get-completion-stats';

describe('completion stats (spec 3)', () => {
  it('are read only from a well-formed answer', () => {
    expect(parseCompletionStats({ all_documented: false, pending_count: 2, completion_percentage: 60, total_sessions: 5 })).toEqual({
      all_documented: false,
      pending_count: 2,
      completion_percentage: 60,
    });
  });

  it('are never invented from a partial or strange answer', () => {
    expect(parseCompletionStats(undefined)).toBeNull();
    expect(parseCompletionStats({ error: 'not_found' })).toBeNull();
    expect(parseCompletionStats({ all_documented: true, pending_count: '0', completion_percentage: 100 })).toBeNull();
    expect(parseCompletionStats({ all_documented: true, pending_count: -1, completion_percentage: 100 })).toBeNull();
    expect(parseCompletionStats({ all_documented: true, pending_count: 0, completion_percentage: 140 })).toBeNull();
  });
});
