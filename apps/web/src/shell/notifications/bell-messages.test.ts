import { describe, expect, it } from 'vitest';
import { bellSummary } from './bell-summary';
import { bellMessageEntries, withoutMessageNotifications } from './bell-messages';

const note = (id: string, type = 'note_created', read = false) => ({ id, type, read, timestamp: '2026-11-23T10:00:00Z', title: id, message: '', link: null });

describe('the bell’s secure-message entries', () => {
  it('a clinician gets one entry per client, linking to its thread; a client one linking to the portal', () => {
    const entries = [
      { id: 'c1', name: 'Sam Lee', unread_count: 2 },
      { id: 'g1', name: 'Couple: Hale', unread_count: 1 },
      { id: 'c2', name: 'Read Already', unread_count: 0 },
    ];
    expect(bellMessageEntries(entries, false)).toEqual([
      { id: 'messages:c1', title: 'Sam Lee', message: '2 unread messages', link: '/messages?client=c1' },
      { id: 'messages:g1', title: 'Couple: Hale', message: '1 unread message', link: '/messages?client=g1' },
    ]);
    expect(bellMessageEntries(entries.slice(0, 1), true)).toEqual([
      { id: 'messages:c1', title: 'New secure message', message: '2 unread messages', link: '/client/messages' },
    ]);
  });

  it('counts each unread message once: the per-message notifications give way to the message count', () => {
    const list = [note('n1'), note('m1', 'secure_message'), note('m2', 'secure_message', true)];
    const { notifications, unreadTotal } = withoutMessageNotifications(list, 2);
    expect(notifications.map((n) => n.id)).toEqual(['n1']);
    expect(unreadTotal).toBe(1);
    expect(bellSummary(notifications, 1, unreadTotal).badge).toBe(2);
    expect(withoutMessageNotifications(list, undefined).unreadTotal).toBeUndefined();
  });
});
