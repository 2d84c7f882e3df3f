import type { VaultOffer } from '@tend/contracts/assistant.contract';
import type { VaultEntry } from '@tend/contracts/vault.contract';

/** One message as the vault stores it (contracts' turnSchema). */
export type Turn = VaultEntry['surrounding_turns'][number];

/** A message of the conversation that can be picked for the vault. */
export interface PickableMessage extends Turn {
  id: string;
}

/** What Save to Vault opens with. */
export interface VaultExcerpt {
  text: string;
  surroundingTurns: Turn[];
  deidentify: boolean;
  pseudonyms: VaultOffer['pseudonyms'];
}

/** Spec 9: selected messages carry up to 2 preceding messages into the vault. */
export const precedingTurns = 2;

const turnOf = ({ role, content }: Turn): Turn => ({ role, content });
const plain = (text: string, surroundingTurns: Turn[]): VaultExcerpt => ({ text, surroundingTurns, deidentify: false, pseudonyms: [] });

/**
 * Selection mode: the selected messages' contents joined by a blank line, and each selected
 * message with the 2 before it — the union, each message once, in conversation order.
 * Null when nothing selected is in the list.
 */
export function selectionExcerpt(messages: readonly PickableMessage[], selected: ReadonlySet<string>): VaultExcerpt | null {
  const picked = messages.flatMap((m, i) => (selected.has(m.id) ? [i] : []));
  if (picked.length === 0) return null;
  const context = new Set<number>();
  for (const i of picked) for (let j = Math.max(0, i - precedingTurns); j <= i; j++) context.add(j);
  const text = picked.map((i) => messages[i]!.content).join('\n\n');
  const turns = [...context].sort((a, b) => a - b).map((i) => turnOf(messages[i]!));
  return plain(text, turns);
}

/** Highlighted text: that text, with the message it is in and the 2 before it. Null when there is nothing to save. */
export function highlightExcerpt(messages: readonly PickableMessage[], messageId: string, highlighted: string): VaultExcerpt | null {
  const text = highlighted.trim();
  const index = messages.findIndex((m) => m.id === messageId);
  if (!text || index < 0) return null;
  return plain(text, messages.slice(Math.max(0, index - precedingTurns), index + 1).map(turnOf));
}

/** The assistant's offer: the last turn is the message to save; de-identification and pseudonyms as proposed. */
export function offerExcerpt(offer: VaultOffer): VaultExcerpt | null {
  const last = offer.turns.at(-1);
  if (!last) return null;
  return { text: last.content, surroundingTurns: offer.turns.map(turnOf), deidentify: offer.deidentify, pseudonyms: offer.pseudonyms.map((p) => ({ ...p })) };
}

/**
 * The messages as the vault sees them: a reply that drafted a note is its words and the note. The
 * reply's own text is only its opening line ("Here is a draft SOAP note…"); picking or highlighting
 * it means the note.
 */
export function withDrafts(messages: readonly PickableMessage[], draftOf: (messageId: string) => string | undefined): PickableMessage[] {
  return messages.map((m) => {
    const draft = m.role === 'assistant' ? draftOf(m.id)?.trim() : undefined;
    return draft ? { ...m, content: m.content.trim() ? `${m.content.trim()}\n\n${draft}` : draft } : m;
  });
}

/** The set with `id` added, or removed when it was there. */
export function toggled(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The latest of the given messages in conversation order (a highlight may span several). */
export function latestOf(messages: readonly PickableMessage[], ids: readonly string[]): string | null {
  let best = -1;
  for (const id of ids)
    best = Math.max(
      best,
      messages.findIndex((m) => m.id === id),
    );
  return best >= 0 ? messages[best]!.id : null;
}
