import { formatCents } from '@tend/contracts/billing-codes';

/** How each dashboard figure is shown; null (nothing was due) is a dash. */
export const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(v > 0 && v < 0.1 ? 1 : 0)}%`);
export const hoursText = (v: number | null) => (v === null ? '—' : v < 48 ? `${v.toFixed(1)} h` : `${(v / 24).toFixed(1)} d`);
export const count = (v: number | null) => (v === null ? '—' : v.toLocaleString());
export const money = (v: number | null) => (v === null ? '—' : formatCents(v));

/**
 * The change against the previous period, as shown under a figure: counts and amounts as a
 * relative change, rates as percentage points, hours as hours. Null when there is nothing to compare.
 */
export function changeText(current: number | null, previous: number | null, kind: 'count' | 'money' | 'rate' | 'hours'): string | null {
  if (current === null || previous === null) return null;
  const diff = current - previous;
  if (diff === 0) return 'no change';
  const sign = diff > 0 ? '+' : '−';
  if (kind === 'rate') return `${sign}${Math.abs(diff * 100).toFixed(1)} pts`;
  if (kind === 'hours') return `${sign}${Math.abs(diff).toFixed(1)} h`;
  if (previous === 0) return kind === 'money' ? `${sign}${formatCents(Math.abs(diff))}` : `${sign}${Math.abs(diff)}`;
  return `${sign}${Math.abs((diff / previous) * 100).toFixed(0)}%`;
}
