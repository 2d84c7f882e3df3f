import type { RespondResponse } from '@tend/contracts/assistant.contract';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import { sentencesOf } from '../../ai/clinical/nlp';

/** What a voice session did, for its closing reflection: counts only, nothing the clinician did not say. */
export interface SessionTally {
  heard: number;
  answered: number;
  drafts: string[];
  riskFlagged: boolean;
  failed: number;
}

const spokenSentenceLimit = 4;

const labelOf = (type: string) => documentTypeLabels[type as DocumentType] ?? 'note';

/**
 * The part of an answer worth saying aloud. A drafted note is announced, not read out (it is long,
 * and it is on the screen); a risk flag is always said, never only shown.
 */
export function spokenReply(answer: RespondResponse): string {
  if (answer.message) return answer.message;
  const risk = answer.insights.filter((insight) => insight.severity === 'critical' || insight.severity === 'warning');
  const riskLine = risk.length ? ` ${risk.map((insight) => `${insight.title}.`).join(' ')}` : '';
  if (answer.note_content && answer.document_type) {
    const label = labelOf(answer.document_type);
    return `Your ${label} draft is ready for your review in the conversation.${riskLine}`;
  }
  const sentences = sentencesOf(answer.response);
  const said = sentences.slice(0, spokenSentenceLimit).join(' ');
  const rest = sentences.length > spokenSentenceLimit ? ' The rest is in the conversation.' : '';
  return `${said}${rest}${riskLine}`.trim();
}

export function finalReflection(tally: SessionTally): string {
  if (tally.heard === 0) return 'Voice session ended. Nothing was transcribed, so nothing was added to the conversation.';
  const parts = [`Voice session ended: ${tally.heard} spoken ${tally.heard === 1 ? 'turn' : 'turns'} saved to the conversation.`];
  if (tally.drafts.length)
    parts.push(`Drafted: ${[...new Set(tally.drafts.map(labelOf))].join(', ')} — review and sign it from the conversation or the client's notes.`);
  if (tally.riskFlagged) parts.push('Risk language was flagged during the session; review the safety items before signing.');
  if (tally.answered < tally.heard)
    parts.push(
      `${tally.heard - tally.answered} ${tally.heard - tally.answered === 1 ? 'turn was' : 'turns were'} saved without an answer; ask again when the assistant is back.`,
    );
  if (tally.failed) parts.push(`${tally.failed} ${tally.failed === 1 ? 'utterance' : 'utterances'} could not be transcribed.`);
  return parts.join(' ');
}
