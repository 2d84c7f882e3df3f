import type { Insight } from '@tend/contracts/assistant.contract';
import { narrativeOf } from './builtin/intents';
import { withoutVaultExchanges } from './builtin/vault-actions';
import { sentencesOf } from './clinical/nlp';
import { riskCategoryLabels, screenRisk, type RiskScreen } from './clinical/risk/screen';
import { riskLevelText } from './documents';
import type { EngineInput, EngineReply } from './engine';
import { noteSentences } from './text';

/**
 * The deterministic risk screen beside every engine: it reads every user turn before any
 * routing, and every drafted note. Whatever the engine (rules or a model) answered, risk
 * language the clinician said is flagged, and a note that dropped it still carries it.
 */
const riskInsightTitle = 'Risk screen';

function describe(screen: RiskScreen): string {
  const what = [...new Set(screen.findings.map((f) => riskCategoryLabels[f.category]))].join('; ');
  const first = screen.findings[0]!;
  const details = [...new Set(screen.findings.flatMap((f) => f.details))];
  const stated =
    screen.clinicianLevel && screen.clinicianLevel !== screen.screenLevel
      ? ` You assessed the risk as ${riskLevelText[screen.clinicianLevel].toLowerCase()}; the C-SSRS screener triage of what you described is ${riskLevelText[screen.screenLevel].toLowerCase()} — your assessment is recorded, please make sure the note explains it.`
      : screen.clinicianLevel
        ? ` Your assessment (${riskLevelText[screen.clinicianLevel].toLowerCase()}) is recorded.`
        : '';
  const uncertain = screen.findings.some((f) => f.uncertain) ? ' Some of it was uncertain, which the screen counts as present.' : '';
  return `You described ${what}${details.length ? ` (${details.join(', ')})` : ''}: “${first.quote}” Level: ${riskLevelText[screen.level]}.${stated}${uncertain} Record your response — safety plan, referral or emergency evaluation, consultation, a mandated report or a duty-to-warn decision — before the note is signed.`;
}

export function riskInsight(screen: RiskScreen): Insight | null {
  if (screen.findings.length === 0) return null;
  return {
    title: `${riskInsightTitle}: ${riskLevelText[screen.level].toLowerCase()} risk`,
    description: describe(screen),
    severity: screen.level === 'high' ? 'critical' : 'warning',
  };
}

const isRiskInsight = (i: Insight) =>
  i.title.startsWith(riskInsightTitle) ||
  ((i.severity === 'critical' || i.severity === 'warning') && /\brisk|suicid|self-harm|homicid|abuse/i.test(`${i.title} ${i.description}`));

/** The clinician's account so far: their narrative messages, this one included. */
export function accountOf(input: EngineInput): string[] {
  const earlier = withoutVaultExchanges(input.history)
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
  return narrativeOf([...earlier, input.text]);
}

/** Whether a note's text carries current risk language: signing it then needs a recorded response. */
export const noteCarriesRisk = (content: string): boolean => screenRisk(noteSentences(content)).findings.length > 0;

export function guardReply(reply: EngineReply, input: EngineInput): EngineReply {
  const turn = screenRisk(sentencesOf(input.text));
  const insights = [...reply.insights];
  let note = reply.note;
  let response = reply.response;
  const flagged = riskInsight(turn);
  if (flagged) {
    // The screen's finding replaces an engine's own risk insight, never the other way round.
    for (let i = insights.length - 1; i >= 0; i -= 1) if (isRiskInsight(insights[i]!)) insights.splice(i, 1);
    insights.unshift(flagged);
  }
  if (note && note.document_type !== 'risk_note') {
    const account = screenRisk(accountOf(input).flatMap(sentencesOf));
    if (account.findings.length > 0 && !noteCarriesRisk(note.content)) {
      const quotes = [...new Set(account.findings.map((f) => f.quote))].map((q) => `- “${q}”`).join('\n');
      note = { ...note, content: `${note.content}\n\n## Risk language in your account\n${quotes}` };
      insights.unshift({
        title: `${riskInsightTitle}: the draft left out risk`,
        description: `The drafted note did not mention risk language from your account (${[...new Set(account.findings.map((f) => riskCategoryLabels[f.category]))].join('; ')}). It was added under “Risk language in your account”; the note counts as risk-positive.`,
        severity: account.level === 'high' ? 'critical' : 'warning',
      });
      response = `${response}\n\nThe draft did not mention the risk language in your account; I added it at the end of the note.`;
    }
  }
  const riskFound = insights.some((i) => i.title.startsWith(riskInsightTitle));
  return { ...reply, response, note, insights, suggested_action: reply.suggested_action ?? (riskFound ? 'risk_assessment' : null) };
}
