import { readFileSync } from 'node:fs';
import type { ModelMessage } from 'ai';
import { dateInZone } from '@tend/contracts/calendar-days';
import { documentTypeLabels } from '@tend/contracts/notes.contract';
import type { EngineInput } from '../engine';
import { escapeRegExp } from '../text';

/** Prompts are versioned files; the version travels with every reply for later review. */
export const promptVersion = 'assistant.v3';
const systemPrompt = readFileSync(new URL(`../prompts/${promptVersion}.md`, import.meta.url), 'utf8');

/** Roughly 4 characters a token; the history keeps the newest messages that fit. */
const historyBudgetChars = 24_000;

/** Replaces the client's names with initials before text leaves the server, unless the practice allows names. */
export function minimise(text: string, input: EngineInput): string {
  if (input.shareNames || !input.patient) return text;
  const names = input.patient.name.split(/\s+/).filter((n) => n.length > 1);
  let out = text.replaceAll(input.patient.name, input.patient.initials);
  for (const name of names) out = out.replace(new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g'), input.patient.initials);
  return out;
}

/** The system prompt goes in the SDK's `system` option, never among the messages (prompt-injection hygiene). */
export function buildPrompt(input: EngineInput): { system: string; messages: ModelMessage[] } {
  const prefs = input.notePrefs;
  const noteMode = prefs && (prefs.write_soap || prefs.client_summary || prefs.therapist_reflection);
  const context = [
    // The clinician's date, not UTC's: late in a New York evening it is already tomorrow in UTC.
    `Today: ${dateInZone(input.now, input.timeZone).toString()} (${input.timeZone}).`,
    input.patient ? `Selected client: ${input.shareNames ? input.patient.name : input.patient.initials}.` : 'No client selected.',
    `Note mode: ${noteMode ? `on (${[prefs.write_soap && 'clinical note', prefs.client_summary && 'client summary', prefs.therapist_reflection && 'provider reflection'].filter(Boolean).join(', ')})` : 'off'}.`,
    `Clinical note format: ${documentTypeLabels[prefs?.clinical_subtype ?? 'soap_note']} (document_type ${prefs?.clinical_subtype ?? 'soap_note'}).`,
    // Page context (spec 3): slugs and a date, checked at the edge; the client in view is the selected client above.
    input.page?.type &&
      `Page: ${input.page.type}${input.page.selectedDate ? `, day in view ${input.page.selectedDate}` : ''}${input.page.editing ? ', editing' : ''}.`,
  ]
    .filter(Boolean)
    .join(' ');

  const window: ModelMessage[] = [];
  let used = 0;
  for (const message of [...input.history].reverse()) {
    used += message.content.length;
    if (used > historyBudgetChars) break;
    window.unshift({ role: message.role, content: minimise(message.content, input) });
  }
  return { system: `${systemPrompt}\n\nContext: ${context}`, messages: [...window, { role: 'user', content: minimise(input.text, input) }] };
}
