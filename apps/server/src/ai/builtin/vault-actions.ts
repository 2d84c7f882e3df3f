import type { SuggestedAction, VaultOffer } from '@tend/contracts/assistant.contract';
import { emptyReply, type EngineInput, type EngineReply } from '../engine';
import { detectIntent } from './intents';

type Turn = EngineInput['history'][number];
type Pseudonym = VaultOffer['pseudonyms'][number];

const vaultActions: readonly SuggestedAction[] = ['offer_vault_save', 'offer_vault_deidentify', 'ask_vault_pseudonym'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Sam Lee = Alex; Jordan → Riley": the pseudonyms a clinician types after being asked for them. */
export function parsePseudonyms(text: string): Pseudonym[] {
  return text
    .split(/[\n;,]+/)
    .map((part) => /^\s*(.+?)\s*(?:=|→|->|\bas\b)\s*(.+?)\s*[.!]?\s*$/i.exec(part))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ original: m[1]!.replace(/^(?:call|use|replace)\s+/i, '').trim(), replacement: m[2]!.trim() }))
    .filter((p) => p.original.length > 1 && p.replacement.length > 0 && p.original.length <= 100 && p.replacement.length <= 100);
}

const isVaultRequest = (text: string) => {
  const intent = detectIntent(text);
  return intent.kind === 'action' && vaultActions.includes(intent.action);
};

/** Marks the turns of vault exchanges: requests, pseudonyms answering them, and the replies to both. */
function vaultExchangeTurns(history: readonly Turn[]): boolean[] {
  let inExchange = false;
  return history.map((turn) => {
    if (turn.role === 'user') inExchange = isVaultRequest(turn.content) || (inExchange && parsePseudonyms(turn.content).length > 0);
    return inExchange;
  });
}

/** The clinician answers "which pseudonym?": recognised only inside a vault exchange. */
export function pseudonymAnswer(input: EngineInput): Pseudonym[] | null {
  const flags = vaultExchangeTurns(input.history);
  const lastUser = input.history.findLastIndex((t) => t.role === 'user');
  if (lastUser < 0 || !flags[lastUser]) return null;
  const pairs = parsePseudonyms(input.text);
  return pairs.length > 0 ? pairs : null;
}

/**
 * The excerpt the vault actions offer: the latest assistant message that is not part of a
 * vault exchange itself, with up to 2 messages before it (spec 9).
 */
export function excerptToSave(history: readonly Turn[]): Turn[] {
  const flags = vaultExchangeTurns(history);
  const kept = history.filter((_, i) => !flags[i]);
  const last = kept.findLastIndex((t) => t.role === 'assistant');
  if (last < 0) return [];
  return kept.slice(Math.max(0, last - 2), last + 1).map(({ role, content }) => ({ role, content }));
}

/** Client names written in the excerpt, each client given the next "Client A/B/…" pseudonym. */
export function namesIn(turns: readonly Turn[], clientNames: readonly string[][]): Pseudonym[] {
  const text = turns.map((t) => t.content).join('\n');
  const found: Pseudonym[] = [];
  let clientCount = 0;
  for (const variants of clientNames) {
    const present = [...new Set(variants.filter((v) => v.trim().length > 1))].filter((v) => new RegExp(`\\b${escape(v)}\\b`, 'i').test(text));
    if (present.length === 0) continue;
    const replacement = `Client ${String.fromCharCode(65 + (clientCount++ % 26))}`;
    for (const original of present) found.push({ original, replacement });
  }
  return found;
}

/** The user's choices win over the proposed ones; names they add are kept too. */
function merge(proposed: Pseudonym[], chosen: Pseudonym[]): Pseudonym[] {
  const byName = new Map(proposed.map((p) => [p.original.toLowerCase(), p]));
  for (const c of chosen) byName.set(c.original.toLowerCase(), c);
  return [...byName.values()];
}

const listNames = (pseudonyms: Pseudonym[]) => pseudonyms.map((p) => `${p.original} → ${p.replacement}`).join(', ');

/** The three vault actions and the pseudonym answer; both engines use these (no model is needed). */
export async function vaultReply(action: SuggestedAction | 'pseudonyms', input: EngineInput, chosen: Pseudonym[] = []): Promise<EngineReply> {
  const turns = excerptToSave(input.history);
  if (turns.length === 0) return emptyReply('There is nothing in this conversation to save yet. Once I have answered something worth keeping, ask me to save it to your vault.');
  const names = namesIn(turns, await input.data.clientNames());
  const offer = (deidentify: boolean, pseudonyms: Pseudonym[] = []): VaultOffer => ({ turns, deidentify, pseudonyms });

  switch (action) {
    case 'offer_vault_save':
      return {
        ...emptyReply(
          [
            'Save to Vault is open with my last reply and the messages just before it. Choose a folder and tags, then save — nothing is stored until you do.',
            ...(names.length > 0 ? ['It mentions a client by name. To replace names, dates and contact details first, choose “De-identify and save”.'] : []),
          ].join('\n\n'),
        ),
        suggested_action: names.length > 0 ? 'offer_vault_deidentify' : null,
        vault_offer: offer(false),
      };
    case 'offer_vault_deidentify':
      return {
        ...emptyReply(
          names.length > 0
            ? `Save to Vault is open with de-identification on. Names, dates, e-mail addresses and phone numbers are replaced before anything is stored. I propose: ${listNames(names)}. Change any pseudonym in the dialog, or tell me which to use.`
            : 'Save to Vault is open with de-identification on. I found no client names in the excerpt; dates, e-mail addresses and phone numbers are still replaced before anything is stored. Add a pseudonym for any other name in the dialog.',
        ),
        suggested_action: names.length > 0 ? 'ask_vault_pseudonym' : null,
        vault_offer: offer(true, names),
      };
    case 'ask_vault_pseudonym': {
      const example = names[0]?.original ?? 'Sam';
      return emptyReply(
        names.length > 0
          ? `Which pseudonym should replace each name? I found ${names.map((n) => n.original).join(', ')}. Reply with one per line, for example: ${example} = Alex`
          : `Which names should I replace, and with what? Reply with one per line, for example: ${example} = Alex`,
      );
    }
    case 'pseudonyms': {
      const pseudonyms = merge(names, chosen);
      return {
        ...emptyReply(`Using ${listNames(pseudonyms)}. Save to Vault is open with these pseudonyms; dates and contact details are replaced too.`),
        vault_offer: offer(true, pseudonyms),
      };
    }
    default:
      return emptyReply('I cannot do that with the vault.');
  }
}
