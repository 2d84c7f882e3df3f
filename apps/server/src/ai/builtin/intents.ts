import { suggestedActions, type SuggestedAction } from '@tend/contracts/assistant.contract';

export type Intent =
  | { kind: 'action'; action: SuggestedAction }
  | { kind: 'question'; topic: 'pending_notes' | 'appointments_today' | 'recent_clients' }
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'narrative' };

const actionPhrase = new Map(suggestedActions.map((a) => [a.replace(/_/g, ' '), a]));

/** Free-text requests that mean the same as a suggested action. */
const requests: [RegExp, SuggestedAction][] = [
  [/\b(?:de-?identify|anonymi[sz]e)\b.*\bvault\b|\bvault\b.*\b(?:de-?identif(?:y|ied)|anonymi[sz]ed?)\b/i, 'offer_vault_deidentify'],
  // A request, not a narrative that mentions a vault ("she put the memories in the vault").
  [/^(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:save|keep|add|put|store)\b.*\b(?:to|in|into) (?:the |my )?(?:idea )?vault\b/i, 'offer_vault_save'],
  [/\b(write|draft|make|create|generate)\b.*\bsoap\b|\bsoap note\b/i, 'soap_note'],
  [/\b(write|draft|make|create)\b.*\b(client|session) summary\b|\bsummar(?:y|ise|ize) (?:the|this) session\b/i, 'client_summary'],
  [/\b(write|draft|make|create)\b.*\bquick note\b/i, 'quick_note'],
  [/\brisk (?:assessment|note)\b/i, 'risk_assessment'],
  [/\b(weekly )?reflection\b/i, 'therapist_weekly_reflection'],
];

export function detectIntent(text: string): Intent {
  const trimmed = text.trim();
  const yes = /^yes,?\s+(.+?)[.!]?$/i.exec(trimmed);
  const action = yes && actionPhrase.get(yes[1]!.toLowerCase());
  if (action) return { kind: 'action', action };
  if (/\b(pending|unsigned|undocumented|outstanding|overdue|missing)\b.*\bnotes?\b|\bnotes?\b.*\b(pending|unsigned|outstanding|to (?:write|sign|finish))\b/i.test(trimmed)) {
    return { kind: 'question', topic: 'pending_notes' };
  }
  if (/\b(today'?s?|this morning|this afternoon)\b.*\b(appointments?|schedule|sessions?|clients?)\b|\bwho (?:am i|do i) (?:seeing|see)\b/i.test(trimmed)) {
    return { kind: 'question', topic: 'appointments_today' };
  }
  if (/\brecent(?:ly seen)? clients?\b|\bclients? i(?:'ve| have) seen\b/i.test(trimmed)) return { kind: 'question', topic: 'recent_clients' };
  for (const [regex, requested] of requests) if (regex.test(trimmed)) return { kind: 'action', action: requested };
  if (/^(hi|hello|hey|good (?:morning|afternoon|evening))\b[\s!.,]*$/i.test(trimmed)) return { kind: 'greeting' };
  if (/\b(help|what can you do|how do(?:es)? (?:this|you) work)\b/i.test(trimmed) || (trimmed.endsWith('?') && trimmed.split(/\s+/).length < 25)) {
    return { kind: 'help' };
  }
  return { kind: 'narrative' };
}

/** The clinician's account of the session: their narrative messages, not questions or commands. */
export const narrativeOf = (userMessages: string[]): string[] => userMessages.filter((m) => detectIntent(m).kind === 'narrative');
