import type { AppointmentLocation } from '@tend/contracts/calendar.contract';
import { Temporal } from 'temporal-polyfill';

/*
 * Days, times, lengths and places as a clinician types them in a short request ("next Tuesday at
 * 3", "on Friday at 10am for 60 minutes", "2026-04-21 at 15:00"). Reading is pure text; what a day
 * means is decided against the clinician's today (resolveDay), so the same words give the same
 * date in every zone.
 */

/** A day as written: today + n days, a weekday (this one or next week's), or a calendar date. */
export type DayRef =
  { kind: 'offset'; days: number } | { kind: 'weekday'; weekday: number; next: boolean } | { kind: 'date'; year: number | null; month: number; day: number };

export interface ClockTime {
  hour: number;
  minute: number;
}

export interface WhenPhrases {
  day: DayRef | null;
  time: ClockTime | null;
  minutes: number | null;
  location: AppointmentLocation | null;
  /** The text with every phrase read blanked out: what is left names the client. */
  rest: string;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const month = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
// Saturday and Sunday only in full: "sat" and "sun" are words.
const weekday = '(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday|s)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|saturday|sunday)';
const weekdayNumber = (word: string) => ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].indexOf(word.slice(0, 2).toLowerCase()) + 1;
const monthNumber = (word: string) => months.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const meridiem = '(a\\.?m\\.?|p\\.?m\\.?)';

/**
 * A wall-clock time from "3", "3:30", "3pm", "15:00" or "07:00". Without am/pm a one-digit hour
 * from 1 to 7 is the afternoon (sessions at 3 are at 15:00), 8 to 12 the morning or noon; a
 * leading zero or an hour past 12 is a 24-hour clock.
 */
function clockTime(hourText: string, minuteText: string | undefined, half: string | undefined): ClockTime | null {
  let hour = Number(hourText);
  const minute = minuteText ? Number(minuteText) : 0;
  if (hour > 23 || minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase().startsWith('p') ? 12 : 0);
  } else if (!hourText.startsWith('0') && hour >= 1 && hour <= 7) hour += 12;
  return { hour, minute };
}

function minutesOf(amount: string, unit: string): number {
  const value = Number(amount);
  return Math.round(/^h/i.test(unit) ? value * 60 : value);
}

type Reader = [RegExp, (m: RegExpExecArray, found: Omit<WhenPhrases, 'rest'>) => void];

/** In order: places and dates first, so "at the office" and "April 3" are not read as times. */
const readers: Reader[] = [
  [/\b(?:by |via |over |on )?(?:telehealth|video(?: call)?|virtual(?:ly)?|online|zoom)\b/i, (_m, f) => void (f.location ??= 'telehealth')],
  [/\b(?:in[- ]person|(?:at|in) (?:the |my )?office)\b/i, (_m, f) => void (f.location ??= 'office')],
  [/\b(?:on )?(\d{4})-(\d{2})-(\d{2})\b/, (m, f) => void (f.day ??= { kind: 'date', year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) })],
  [
    new RegExp(`\\b(?:on )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${month}\\b(?:,? (\\d{4}))?`, 'i'),
    (m, f) => void (f.day ??= { kind: 'date', year: m[3] ? Number(m[3]) : null, month: monthNumber(m[2]!), day: Number(m[1]) }),
  ],
  [
    new RegExp(`\\b(?:on )?${month} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`, 'i'),
    (m, f) => void (f.day ??= { kind: 'date', year: m[3] ? Number(m[3]) : null, month: monthNumber(m[1]!), day: Number(m[2]) }),
  ],
  [/\b(?:the )?day after tomorrow\b/i, (_m, f) => void (f.day ??= { kind: 'offset', days: 2 })],
  [/\b(?:for )?tomorrow(?:'s)?\b/i, (_m, f) => void (f.day ??= { kind: 'offset', days: 1 })],
  [/\b(?:for )?(?:today(?:'s)?|tonight|this (?:morning|afternoon|evening))\b/i, (_m, f) => void (f.day ??= { kind: 'offset', days: 0 })],
  [/\byesterday(?:'s)?\b/i, (_m, f) => void (f.day ??= { kind: 'offset', days: -1 })],
  [
    new RegExp(`\\b(?:on |for )?(?:(next|this|coming) )?${weekday}\\b`, 'i'),
    (m, f) => void (f.day ??= { kind: 'weekday', weekday: weekdayNumber(m[2]!), next: m[1]?.toLowerCase() === 'next' }),
  ],
  [/\bfor (?:an|one|1) hour and a half\b|\bfor (?:an|one|1) and a half hours?\b/i, (_m, f) => void (f.minutes ??= 90)],
  [/\bfor half an hour\b/i, (_m, f) => void (f.minutes ??= 30)],
  [/\bfor (?:an|one) (?:hour|hr)\b/i, (_m, f) => void (f.minutes ??= 60)],
  [/\b(?:for )?(\d{1,3}(?:\.\d)?)[- ]?(min(?:ute)?s?|h(?:ou)?rs?)\b/i, (m, f) => void (f.minutes ??= minutesOf(m[1]!, m[2]!))],
  [/\b(?:at )?(?:noon|midday)\b/i, (_m, f) => void (f.time ??= { hour: 12, minute: 0 })],
  [new RegExp(`\\bat (\\d{1,2})(?:[:.](\\d{2}))? ?${meridiem}?(?![\\w:])`, 'i'), (m, f) => void (f.time ??= clockTime(m[1]!, m[2], m[3]))],
  [new RegExp(`\\b(\\d{1,2})(?:[:.](\\d{2}))? ?${meridiem}(?!\\w)`, 'i'), (m, f) => void (f.time ??= clockTime(m[1]!, m[2], m[3]))],
  [/\b(\d{1,2}):(\d{2})\b/, (m, f) => void (f.time ??= clockTime(m[1]!, m[2], undefined))],
];

/** The day, time, length and place a request names, and what is left of it. */
export function readWhen(text: string): WhenPhrases {
  const found: Omit<WhenPhrases, 'rest'> = { day: null, time: null, minutes: null, location: null };
  let rest = text;
  for (const [pattern, take] of readers) {
    const match = pattern.exec(rest);
    if (!match) continue;
    take(match, found);
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  return { ...found, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Whether the text names a day at all (the calendar questions need one to be about a day). */
export const namesDay = (text: string): boolean => readWhen(text).day !== null;

/** How far back a date without a year may be. */
const recentDays = 90;

function dateIn(year: number, monthOfYear: number, day: number): Temporal.PlainDate | null {
  try {
    return Temporal.PlainDate.from({ year, month: monthOfYear, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * The calendar date a day reference means on `today`: a bare weekday ("Thursday", "this
 * Thursday") is the soonest one, today included; "next Thursday" is next week's (weeks begin on
 * Monday), so said on a Monday it is ten days on, not three; a date without a year is the next
 * one, or one of the last 90 days ("who did I see on March 3?"). Null for a date that does not
 * exist (30 February).
 */
export function resolveDay(ref: DayRef, today: Temporal.PlainDate): Temporal.PlainDate | null {
  switch (ref.kind) {
    case 'offset':
      return today.add({ days: ref.days });
    case 'weekday':
      return ref.next ? today.add({ days: 7 - today.dayOfWeek + ref.weekday }) : today.add({ days: (ref.weekday - today.dayOfWeek + 7) % 7 });
    case 'date': {
      if (ref.year !== null) return dateIn(ref.year, ref.month, ref.day);
      const earliest = today.subtract({ days: recentDays });
      return (
        [today.year - 1, today.year, today.year + 1]
          .map((year) => dateIn(year, ref.month, ref.day))
          .find((d) => d !== null && Temporal.PlainDate.compare(d, earliest) >= 0) ?? null
      );
    }
  }
}

/** "15:00" */
export const clockText = (t: ClockTime): string => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
