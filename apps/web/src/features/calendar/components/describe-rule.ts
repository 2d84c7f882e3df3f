const weekdayNames: Record<string, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };

/** "Every other week · 10 visits" — a series' RRULE as a clinician would say it (the parts the booking form makes). */
export function describeRule(rule: string | null): string {
  if (!rule) return 'Recurring';
  const parts = new Map(rule.split(';').map((p) => p.split('=') as [string, string]));
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const freq = parts.get('FREQ');
  const unit = freq === 'DAILY' ? 'day' : freq === 'MONTHLY' ? 'month' : 'week';
  const every = interval === 1 ? `Every ${unit}` : interval === 2 ? `Every other ${unit}` : `Every ${interval} ${unit}s`;
  const day = parts.get('BYDAY');
  const on = day && weekdayNames[day] ? ` on ${weekdayNames[day]}` : '';
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  const end = count ? ` · ${count} visits` : until ? ` · until ${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}` : '';
  return `${every}${on}${end}`;
}
