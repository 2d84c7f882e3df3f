import type { AlertColor } from '@mui/material/Alert';

export type InsightTone = 'opportunity' | 'warning' | 'critical' | 'info';

/** Spec 3: insight severity is opportunity, warning or critical; anything else is info. */
export function insightTone(severity: unknown): InsightTone {
  return severity === 'opportunity' || severity === 'warning' || severity === 'critical' ? severity : 'info';
}

const alertColors: Record<InsightTone, AlertColor> = { opportunity: 'success', warning: 'warning', critical: 'error', info: 'info' };

export function insightColor(severity: unknown): AlertColor {
  return alertColors[insightTone(severity)];
}

/** '2 notes', '85%', or null when the insight has no number. */
export function insightMetric(value: number | null | undefined, unit: string | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const u = unit?.trim();
  if (!u) return String(value);
  return u === '%' ? `${value}%` : `${value} ${u}`;
}
