import { dateInZone } from '@tend/contracts/calendar-days';
import type { MessageSide, SecureMessage } from '@tend/contracts/messaging.contract';
import { formatTime } from '@/lib/time/dates';

const dayKey = (d: Date, timeZone: string) => dateInZone(d, timeZone).toString();

/** "3:42 pm" today; "Nov 21, 3:42 pm" on another day of this year; with the year before that (in the reader's language). */
export function formatMessageTime(iso: string, now: Date, timeZone: string, locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = formatTime(iso, timeZone, locale).replace(' AM', ' am').replace(' PM', ' pm');
  if (dayKey(at, timeZone) === dayKey(now, timeZone)) return time;
  const sameYear = dateInZone(at, timeZone).year === dateInZone(now, timeZone).year;
  const date = at.toLocaleDateString(locale, { timeZone, month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${date}, ${time}`;
}

/**
 * The receipt under the viewer's own message: "Read 3:42 pm" once the other side read it, else "Sent".
 * A reader's mark keeps only their latest read, so the time is exact for the newest read message
 * alone (`withTime`); older ones just say "Read".
 */
export function receiptText(
  message: Pick<SecureMessage, 'sender_side' | 'read_at'>,
  viewerSide: MessageSide,
  now: Date,
  timeZone: string,
  withTime = true,
): string | null {
  if (message.sender_side !== viewerSide) return null;
  if (!message.read_at) return 'Sent';
  return withTime ? `Read ${formatMessageTime(message.read_at, now, timeZone)}` : 'Read';
}

/** Threads whose name holds every word typed, in any order, ignoring case. */
export function filterThreads<T extends { name: string }>(threads: readonly T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...threads];
  return threads.filter((t) => words.every((w) => t.name.toLowerCase().includes(w)));
}

/** Composer key handling: Enter sends, Shift+Enter (or composing an IME character) does not. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
