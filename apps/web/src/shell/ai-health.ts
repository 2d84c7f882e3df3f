import type { AiHealthResponse } from '@tend/contracts/health.contract';

export type AiHealthView = { state: 'checking' } | { state: 'ok'; where: string } | { state: 'degraded'; reason: string };

/** Spec 4: healthy ('AI OK') or degraded ('AI Degraded' with a reason or 'unknown'); a failed request is reason 'request'. */
export function aiHealthView(data: AiHealthResponse | undefined, failed: boolean): AiHealthView {
  if (failed) return { state: 'degraded', reason: 'request' };
  if (!data) return { state: 'checking' };
  if (data.ok) return { state: 'ok', where: data.where };
  return { state: 'degraded', reason: data.reason?.trim() || 'unknown' };
}
