import type { SuperbillStatus } from '@tend/contracts/billing-codes';
import { formatCalendarDate, formatMonth } from '@/lib/time/dates';

export const superbillStatusLabels: Record<SuperbillStatus, string> = { draft: 'Draft', sent: 'Sent' };

/** "Mar 2026" for a whole month, the date for one visit, else "from – to". */
export function superbillPeriod({ period_start, period_end }: { period_start: string; period_end: string }): string {
  if (period_start === period_end) return formatCalendarDate(period_start);
  const [y, m] = period_start.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const wholeMonth = period_start.endsWith('-01') && period_end === `${period_start.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  if (wholeMonth) return formatMonth(period_start.slice(0, 7));
  return `${formatCalendarDate(period_start)} – ${formatCalendarDate(period_end)}`;
}
