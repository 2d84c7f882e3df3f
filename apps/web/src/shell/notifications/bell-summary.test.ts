import { describe, expect, it } from 'vitest';
import { bellSummary, type BellNotification } from './bell-summary';

const note = (id: number): BellNotification => ({
  id: String(id),
  timestamp: '2026-01-01T00:00:00Z',
  read: false,
  type: 'note_created',
  title: 't',
  message: 'm',
  link: null,
});

describe('bellSummary with the server unread count', () => {
  it('counts unread beyond the loaded list', () => {
    const summary = bellSummary([1, 2, 3, 4, 5, 6].map(note), 2, 60);
    expect(summary.badge).toBe(62);
    expect(summary.shown).toHaveLength(5);
    expect(summary.more).toBe(55);
  });

  it('never counts fewer than the unread items held', () => {
    expect(bellSummary([1, 2].map(note), 0, 0).badge).toBe(2);
  });
});
