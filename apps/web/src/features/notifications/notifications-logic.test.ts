import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@tend/contracts/notifications.contract';
import { isNewNote, noteIdFromLink } from './api/live-notifications';
import { addNotification, markRead } from './api/notifications';
import { filterNotifications, notificationTypes, typeLabel } from './notification-filters';

const item = (id: string, read = false, type = 'note_created'): Notification => ({
  id,
  timestamp: '2026-01-01T00:00:00.000Z',
  read,
  type,
  title: `Title ${id}`,
  message: 'Message',
  link: `/notes/${id}`,
});

describe('notification lists', () => {
  it('marks one or all read and keeps the unread count in step', () => {
    const list = { notifications: [item('a'), item('b'), item('c', true)], unread_count: 2 };
    expect(markRead(list, 'a')).toMatchObject({ unread_count: 1 });
    expect(markRead(list, 'a').notifications.map((n) => n.read)).toEqual([true, false, true]);
    expect(markRead(list, 'c').unread_count).toBe(2);
    expect(markRead(list, 'all')).toMatchObject({ unread_count: 0 });
  });

  it('adds a live notification at the front once', () => {
    const list = { notifications: [item('a')], unread_count: 1 };
    const next = addNotification(list, item('b'), true);
    expect(next.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next.unread_count).toBe(2);
    expect(addNotification(next, item('b'), true)).toBe(next);
    expect(addNotification(list, item('r', true), true)).toBe(list);
    expect(addNotification(list, item('r', true), false).unread_count).toBe(1);
  });

  it('filters by read state and type', () => {
    const all = [item('a'), item('b', true), item('c', false, 'message')];
    expect(filterNotifications(all, 'unread', 'all').map((n) => n.id)).toEqual(['a', 'c']);
    expect(filterNotifications(all, 'all', 'note_created').map((n) => n.id)).toEqual(['a', 'b']);
    expect(notificationTypes(all)).toEqual(['message', 'note_created']);
    expect(typeLabel('note_created')).toBe('Note created');
  });

  it('recognises new notes and their ids', () => {
    expect(isNewNote(item('a'))).toBe(true);
    expect(isNewNote(item('a', true))).toBe(false);
    expect(isNewNote(item('a', false, 'message'))).toBe(false);
    expect(noteIdFromLink('/notes/123')).toBe('123');
    expect(noteIdFromLink('/notes/123/?x=1')).toBe('123');
    expect(noteIdFromLink(null)).toBeNull();
  });
});

describe('new note in Recent Notes', () => {
  it('goes to the front, keeping the first 2 older ones', async () => {
    const { withNewNote } = await import('@/lib/new-note-highlight');
    const recent = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id, date: '2026-01-01' }));
    expect(withNewNote(recent, { id: 'n', title: 'n', date: '2026-01-02' }).map((n) => n.id)).toEqual(['n', 'a', 'b']);
    expect(withNewNote(recent, { id: 'b', title: 'b', date: '2026-01-02' }).map((n) => n.id)).toEqual(['b', 'a', 'c']);
    expect(withNewNote(undefined, { id: 'n', title: 'n', date: '' }).map((n) => n.id)).toEqual(['n']);
  });

  it('is highlighted for 3 s', async () => {
    vi.useFakeTimers();
    const { currentHighlightedNote, highlightNewNote, newNoteHighlightMs } = await import('@/lib/new-note-highlight');
    expect(newNoteHighlightMs).toBe(3000);
    highlightNewNote('n');
    expect(currentHighlightedNote()).toBe('n');
    vi.advanceTimersByTime(2999);
    expect(currentHighlightedNote()).toBe('n');
    vi.advanceTimersByTime(1);
    expect(currentHighlightedNote()).toBeNull();
    vi.useRealTimers();
  });
});
