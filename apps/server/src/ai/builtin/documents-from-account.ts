import type { SuggestedAction } from '@tend/contracts/assistant.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { readAccount, renderSections, sectionsFor, type NoteLine } from '../clinical/compose';
import { formatFor } from '../clinical/formats';
import { providerReflection, quickNoteLines } from '../clinical/session-documents';
import { sentencesOf } from '../clinical/nlp';
import { riskCategoryLabels, screenRisk } from '../clinical/risk/screen';
import type { RiskActions } from '../clinical/risk/statements';
import { renderClientSummary, renderProviderReflection, renderQuickNote, renderRiskNote } from '../documents';
import { clientSummaryParts, type SummaryChart } from './client-summary';

const dateTimeOf = (time: string | null) => (time ? ` at ${time}` : '');

function actionsDocumented(a: RiskActions): string[] {
  const out: string[] = [];
  // "at 2:15 pm", but "this afternoon" as said.
  const at = (time: string | null) => (time && !/^(?:\d|noon)/i.test(time) ? ` ${time}` : dateTimeOf(time));
  if (a.emergencyServices) out.push(`Emergency services called: “${a.emergencyServices.sentence}”`);
  const report = a.mandatedReport;
  if (report)
    out.push(
      `${[`Mandated report filed with ${report.agency}`, report.reference && `reference ${report.reference}`, report.time && at(report.time).trim()].filter(Boolean).join(', ')}: “${report.sentence}”`,
    );
  const duty = a.dutyToWarn;
  if (duty?.decision === 'notified')
    out.push(
      `Duty to warn: notification made${duty.whom ? ` — ${duty.whom}` : ''}${duty.how ? `, ${duty.how}` : ''}${duty.when ? `,${at(duty.when)}` : ''}: “${duty.sentence}”`,
    );
  else if (duty?.decision === 'not_indicated') out.push(`Duty to warn assessed and not indicated: “${duty.sentence}”`);
  else if (duty) out.push(`Duty to warn under assessment, no decision recorded: “${duty.sentence}”`);
  if (a.safetyPlan) out.push(`Safety plan ${a.safetyPlan.status}: “${a.safetyPlan.sentence}”`);
  if (a.emergencyEvaluation) out.push(`Emergency evaluation: “${a.emergencyEvaluation.sentence}”`);
  if (a.referral) out.push(`Referral: “${a.referral}”`);
  if (a.consultation) out.push(`Consultation: “${a.consultation}”`);
  return out;
}

/**
 * The risk note from the clinician's own sentences: what was found (whose and when), the level,
 * what they did, and others' risk told in the account, kept apart from the client's.
 */
export function riskDocument(sentences: string[]): Parameters<typeof renderRiskNote>[0] {
  const screen = screenRisk(sentences);
  return {
    findings: screen.findings.map((f) => ({
      category: riskCategoryLabels[f.category],
      quote: f.quote,
      person: f.person,
      time: f.time,
      when: f.when,
      uncertain: f.uncertain,
    })),
    level: screen.level,
    clinician_assessment: screen.clinicianStatement,
    actions_documented: actionsDocumented(screen.actions),
    clinician_response: null,
    others_risk: screen.context.map((c) => ({ category: riskCategoryLabels[c.category], relation: c.relation, time: c.time, quote: c.quote })),
  };
}

export interface DraftedDocument {
  document_type: DocumentType;
  content: string;
  /** Asides and retracted words the note leaves out, as said. */
  leftOut: string[];
}

const texts = (lines: NoteLine[]) => lines.map((l) => l.text);

/**
 * Builds the requested document from the clinician's account only: their narrative messages,
 * read clause by clause, in the note's voice. `documentType` picks SOAP, DAP, BIRP, GIRP or intake.
 * A client summary also draws on the client's chart when it is given.
 */
export function documentFromAccount(
  action: SuggestedAction,
  messages: string[],
  documentType: DocumentType | undefined,
  chart: SummaryChart | null = null,
): DraftedDocument | null {
  const type = documentType ?? 'soap_note';
  const reading = readAccount(messages, { intake: type === 'intake_note' });
  const leftOut = reading.leftOut.map((l) => l.text);
  switch (action) {
    case 'soap_note': {
      const format = formatFor(type);
      const sections = sectionsFor(format, reading.lines);
      return { document_type: type, content: renderSections(format, Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, texts(v)]))), leftOut };
    }
    case 'client_summary': {
      const summary = clientSummaryParts(reading.lines, chart);
      return { document_type: 'client_summary', content: renderClientSummary(summary.document, summary.chart), leftOut };
    }
    case 'therapist_weekly_reflection':
    case 'therapist_closure':
      return {
        document_type: 'provider_reflection',
        content: renderProviderReflection(providerReflection(reading.lines)),
        leftOut,
      };
    case 'quick_note':
      return { document_type: 'quick_note', content: renderQuickNote({ summary: quickNoteLines(reading.lines) }), leftOut };
    case 'risk_assessment':
      return { document_type: 'risk_note', content: renderRiskNote(riskDocument(messages.flatMap(sentencesOf))), leftOut: [] };
    default:
      return null;
  }
}

export const documentLabels: Partial<Record<SuggestedAction, string>> = {
  soap_note: 'SOAP note',
  client_summary: 'client summary',
  therapist_weekly_reflection: 'provider reflection',
  therapist_closure: 'provider reflection',
  quick_note: 'quick note',
  risk_assessment: 'risk note',
};
