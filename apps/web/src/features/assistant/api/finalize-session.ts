import type { FinalizeSessionResponse } from '@tend/contracts/assistant.contract';
import { api } from '@/lib/api';

/** Spec 9: finalize-session has 120 s. */
export const finalizeTimeoutMs = 120_000;

/** POST /api/engine/finalize-session: the server titles the conversation and writes the pending note in the background. */
export function finalizeSession(sessionId: string): Promise<FinalizeSessionResponse> {
  return api.post<FinalizeSessionResponse>('/engine/finalize-session', { session_id: sessionId }, { timeoutMs: finalizeTimeoutMs });
}
