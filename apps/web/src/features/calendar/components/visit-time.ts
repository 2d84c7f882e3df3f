/** "Tue, Mar 3 · 3:00 – 3:53 PM" in the zone. */
export function formatVisitTime(start: string, end: string, timeZone: string, locale?: string): string {
  const s = new Date(start);
  const e = new Date(end);
  const day = s.toLocaleDateString(locale, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).formatRange(s, e);
  return `${day} · ${time}`;
}
