import { useSyncExternalStore } from 'react';
import type { AppointmentProposal } from '@tend/contracts/assistant.contract';

/** What became of a proposed booking: still to decide, booked (with the visit's id), or dismissed. */
export type ProposalOutcome = { state: 'open' } | { state: 'booked'; appointmentId: string | null } | { state: 'dismissed' };

export interface ProposalEntry {
  proposal: AppointmentProposal;
  outcome: ProposalOutcome;
}

/**
 * Kept in memory only, by assistant message id (the stored messages do not carry proposals, and
 * client names have no place in browser storage). The outcome lives here, not in the card, so a
 * booked proposal never offers Confirm again when the panel is opened anew.
 */
const entries = new Map<string, ProposalEntry>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function rememberProposal(messageId: string, proposal: AppointmentProposal | null): void {
  if (!proposal || entries.has(messageId)) return;
  entries.set(messageId, { proposal, outcome: { state: 'open' } });
  changed();
}

export const proposalFor = (messageId: string): ProposalEntry | undefined => entries.get(messageId);

export function settleProposal(messageId: string, outcome: ProposalOutcome): void {
  const entry = entries.get(messageId);
  if (!entry) return;
  entries.set(messageId, { ...entry, outcome });
  changed();
}

/** Re-renders when a proposal is added or settled. */
export function useProposalsVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/** Tests only. */
export function clearProposals(): void {
  entries.clear();
  changed();
}
