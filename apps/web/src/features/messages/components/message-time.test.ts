import { describe, expect, it } from 'vitest';
import { filterThreads, formatFileSize, formatMessageTime, receiptText, sendsOnKey } from './message-time';

const now = new Date('2026-11-23T20:00:00Z');
const zone = 'America/New_York';

describe('message times and receipts', () => {
  it('shows only the time today, the date before, and the year in another year', () => {
    expect(formatMessageTime('2026-11-23T20:42:00Z', now, zone)).toBe('3:42 pm');
    expect(formatMessageTime('2026-11-21T14:05:00Z', now, zone)).toBe('Nov 21, 9:05 am');
    expect(formatMessageTime('2025-12-31T17:00:00Z', now, zone)).toBe('Dec 31, 2025, 12:00 pm');
    expect(formatMessageTime('nonsense', now, zone)).toBe('');
  });

  it('a receipt is the viewer’s own message’s: Read with the time, or Sent', () => {
    expect(receiptText({ sender_side: 'practice', read_at: '2026-11-23T20:42:00Z' }, 'practice', now, zone)).toBe('Read 3:42 pm');
    expect(receiptText({ sender_side: 'client', read_at: null }, 'client', now, zone)).toBe('Sent');
    expect(receiptText({ sender_side: 'client', read_at: '2026-11-23T20:42:00Z' }, 'practice', now, zone)).toBeNull();
    expect(receiptText({ sender_side: 'practice', read_at: '2026-11-23T20:42:00Z' }, 'practice', now, zone, false)).toBe('Read');
  });

  it('searches threads by every word of the name', () => {
    const threads = [{ name: 'Sam Lee' }, { name: 'Couple: Hale' }, { name: 'Jamie Young' }];
    expect(filterThreads(threads, 'lee')).toEqual([{ name: 'Sam Lee' }]);
    expect(filterThreads(threads, 'hale couple')).toEqual([{ name: 'Couple: Hale' }]);
    expect(filterThreads(threads, '  ')).toHaveLength(3);
  });

  it('Enter sends, Shift+Enter and IME composition do not', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('file sizes read naturally', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
