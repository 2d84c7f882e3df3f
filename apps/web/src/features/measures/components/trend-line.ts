import { describeTrend, type MeasureTrend } from '@tend/contracts/measures.contract';

/** "PHQ-9 14 → 9 since 3 Mar" in the viewer's zone. */
export function trendText(trend: MeasureTrend, timeZone: string): string {
  return describeTrend(trend, (iso) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone }));
}
