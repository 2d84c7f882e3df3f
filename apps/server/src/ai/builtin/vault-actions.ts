import type { SuggestedAction, VaultOffer } from '@tend/contracts/assistant.contract';
import { emptyReply, type EngineInput, type EngineReply } from '../engine';
import { escapeRegExp } from '../text';
import { detectIntent } from './intents';

type Turn = EngineInput['history'][number];
type Pseudonym = VaultOffer['pseudonyms'][number];

const vaultActions = ['offer_vault_save', 'offer_vault_deidentify', 'ask_vault_pseudonym'] as const satisfies readonly SuggestedAction[];
type VaultAction = (typeof vaultActions)[number];

export const isVaultAction = (action: SuggestedAction): action is VaultAction => (vaultActions as readonly SuggestedAction[]).includes(action);
const maxPseudonyms = 50;
const maxTurnLength = 20_000;
/** One to three capitalised words: a name, not "PHQ-9" or "work". */
const nameLike = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}$/u;

/** "Sam Lee = Alex; Jordan → Riley": the pseudonyms a clinician types after being asked for them. */
export function parsePseudonyms(text: string): Pseudonym[] {
  return text
    .split(/[\n;,]+/)
    .map((part) => /^\s*(.+?)\s*(?:=|→|->)\s*(.+?)\s*[.!]?\s*$/.exec(part))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ original: m[1]!.trim(), replacement: m[2]!.trim() }))
    .filter((p) => nameLike.test(p.original) && p.replacement.length > 0 && p.replacement.length <= 100);
}

const actionOf = (text: string): VaultAction | null => {
  const intent = detectIntent(text);
  return intent.kind === 'action' && isVaultAction(intent.action) ? intent.action : null;
};

/**
 * Walks the conversation: which turns belong to vault exchanges (requests, the pseudonyms that
 * answer the assistant's question for them, and the replies to both), and whether the last
 * reply asked for pseudonyms.
 */
function vaultExchanges(history: readonly Turn[]): { flags: boolean[]; askedForPseudonyms: boolean } {
  let inExchange = false;
  let asked = false;
  const flags = history.map((turn) => {
    if (turn.role === 'user') {
      const action = actionOf(turn.content);
      const answer = !action && asked && parsePseudonyms(turn.content).length > 0;
      inExchange = !!action || answer;
      asked = action === 'ask_vault_pseudonym' || action === 'offer_vault_deidentify' || answer;
    }
    return inExchange;
  });
  return { flags, askedForPseudonyms: asked };
}

/** The conversation without its vault exchanges: what a note, or a model, should see. */
export const withoutVaultExchanges = <T extends Turn>(history: readonly T[]): T[] => {
  const { flags } = vaultExchanges(history);
  return history.filter((_, i) => !flags[i]);
};

/** The clinician's pseudonyms, recognised only as the answer to the assistant asking for them. */
export function pseudonymAnswer(input: EngineInput): Pseudonym[] | null {
  if (!vaultExchanges(input.history).askedForPseudonyms) return null;
  const pairs = parsePseudonyms(input.text);
  return pairs.length > 0 ? pairs : null;
}

/**
 * The excerpt the vault actions offer: the latest assistant message that is not part of a
 * vault exchange itself, with up to 2 messages before it (spec 9).
 */
export function excerptToSave(history: readonly Turn[]): Turn[] {
  const kept = withoutVaultExchanges(history);
  const last = kept.findLastIndex((t) => t.role === 'assistant');
  if (last < 0) return [];
  return kept.slice(Math.max(0, last - 2), last + 1).map(({ role, content }) => ({ role, content: content.slice(0, maxTurnLength) }));
}

/** A name written in the text: full names in any case, a single name only capitalised ("Will", not "will"). */
const written = (name: string, text: string) => new RegExp(`\\b${escapeRegExp(name)}\\b`, name.includes(' ') ? 'i' : '').test(text);

/**
 * One row per client named in the excerpt (its longest name found), each with the next
 * "Client A/B/…" in order of mention; the server applies a pseudonym to all of that client's names.
 */
export function namesIn(turns: readonly Turn[], clientNames: readonly string[][]): Pseudonym[] {
  const text = turns.map((t) => t.content).join('\n');
  const found: { name: string; at: number }[] = [];
  for (const variants of clientNames) {
    const present = variants.filter((v) => v.trim().length > 1 && written(v, text));
    const longest = present.sort((a, b) => b.length - a.length)[0];
    if (longest) found.push({ name: longest, at: Math.min(...present.map((v) => text.toLowerCase().indexOf(v.toLowerCase()))) });
  }
  // Lettered in the order the clients are first mentioned.
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, maxPseudonyms)
    .map((f, i) => ({ original: f.name, replacement: `Client ${String.fromCharCode(65 + (i % 26))}` }));
}

/** The clinician's choices replace the proposal for the same client; other names they add are kept. */
function merge(proposed: Pseudonym[], chosen: Pseudonym[], clientNames: readonly string[][]): Pseudonym[] {
  const clientOf = (name: string) => clientNames.findIndex((variants) => variants.some((v) => v.toLowerCase() === name.toLowerCase()));
  const replaced = new Set(chosen.map((c) => clientOf(c.original)).filter((i) => i >= 0));
  const kept = proposed.filter((p) => !replaced.has(clientOf(p.original)) && !chosen.some((c) => c.original.toLowerCase() === p.original.toLowerCase()));
  return [...kept, ...chosen].slice(0, maxPseudonyms);
}

// The replies never repeat a client's name: they are stored and later turns may go to a model.
const countNames = (n: number) => (n === 1 ? '1 client name' : `${n} client names`);

/** The three vault actions and the pseudonym answer; both engines use these (no model is needed). */
export async function vaultReply(action: VaultAction | 'pseudonyms', input: EngineInput, chosen: Pseudonym[] = []): Promise<EngineReply> {
  const turns = excerptToSave(input.history);
  if (turns.length === 0)
    return emptyReply('There is nothing in this conversation to save yet. Once I have answered something worth keeping, ask me to save it to your vault.');
  const clientNames = await input.data.clientNames();
  const names = namesIn(turns, clientNames);
  const offer = (deidentify: boolean, pseudonyms: Pseudonym[] = []): VaultOffer => ({ turns, deidentify, pseudonyms });

  switch (action) {
    case 'offer_vault_save':
      return {
        ...emptyReply(
          [
            'Save to Vault is open with my last reply and the messages just before it. Choose a folder and tags, then save — nothing is stored until you do.',
            ...(names.length > 0
              ? [`It mentions ${countNames(names.length)}. To replace names, dates and contact details first, choose “De-identify and save”.`]
              : []),
          ].join('\n\n'),
        ),
        suggested_action: names.length > 0 ? 'offer_vault_deidentify' : null,
        vault_offer: offer(false),
      };
    case 'offer_vault_deidentify':
      return {
        ...emptyReply(
          names.length > 0
            ? `Save to Vault is open with de-identification on. Names, dates, e-mail addresses and phone numbers are replaced before anything is stored. I found ${countNames(names.length)} and proposed a pseudonym for each; change any in the dialog, or tell me which to use.`
            : 'Save to Vault is open with de-identification on. I found no client names in the excerpt; dates, e-mail addresses and phone numbers are still replaced before anything is stored. Add a pseudonym for any other name in the dialog.',
        ),
        suggested_action: names.length > 0 ? 'ask_vault_pseudonym' : null,
        vault_offer: offer(true, names),
      };
    case 'ask_vault_pseudonym':
      return emptyReply(
        `Which pseudonym should replace each name? ${names.length > 0 ? `The excerpt mentions ${countNames(names.length)}. ` : ''}Reply with one per line, as: name = pseudonym`,
      );
    case 'pseudonyms':
      return {
        ...emptyReply('Save to Vault is open with your pseudonyms; dates and contact details are replaced too. Check them in the dialog, then save.'),
        vault_offer: offer(true, merge(names, chosen, clientNames)),
      };
  }
}
