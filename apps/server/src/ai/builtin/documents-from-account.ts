import type { SuggestedAction } from '@tend/contracts/assistant.contract';
import type { RiskNoteDocument } from '@tend/contracts/note-documents.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { readAccount, renderSections, sectionsFor, type NoteLine } from '../clinical/compose';
import { formatFor } from '../clinical/formats';
import { sentencesOf } from '../clinical/nlp';
import { riskCategoryLabels, screenRisk } from '../clinical/risk/screen';
import type { RiskActions } from '../clinical/risk/statements';
import { renderClientSummary, renderProviderReflection, renderQuickNote, renderRiskNote } from '../documents';

const wentWell = /\b(progress|improv|engaged|helpful|went well|breakthrough|insight|connected|rapport|open(?:ed)? up|motivated|able to)\w*/i;
const hard = /\b(difficult|struggl|stuck|resist|challeng|hard|frustrat|avoid|unsure|overwhelm|hesitant)\w*/i;

const dateTimeOf = (time: string | null) => (time ? ` at ${time}` : '');

function actionsDocumented(a: RiskActions): string[] {
  const out: string[] = [];
  if (a.mandatedReport)
    out.push(
      `Mandated report filed with ${a.mandatedReport.agency}${a.mandatedReport.reference ? `, reference ${a.mandatedReport.reference}` : ''}${dateTimeOf(a.mandatedReport.time)}: “${a.mandatedReport.sentence}”`,
    );
  if (a.dutyToWarn)
    out.push(
      `Duty to warn ${a.dutyToWarn.decision === 'not_required' ? 'assessed as not required' : a.dutyToWarn.decision === 'warning_given' ? 'acted on' : 'being assessed'}: “${a.dutyToWarn.sentence}”`,
    );
  if (a.safetyPlan) out.push(`Safety plan: “${a.safetyPlan}”`);
  if (a.referral) out.push(`Referral or emergency evaluation: “${a.referral}”`);
  if (a.consultation) out.push(`Consultation: “${a.consultation}”`);
  return out;
}

/** The risk note from the clinician's own sentences: what was found, the level, what they did. */
export function riskDocument(sentences: string[]): RiskNoteDocument {
  const screen = screenRisk(sentences);
  return {
    findings: screen.findings.map((f) => ({ category: riskCategoryLabels[f.category], quote: f.quote })),
    level: screen.level,
    clinician_assessment: screen.clinicianStatement,
    actions_documented: actionsDocumented(screen.actions),
    clinician_response: null,
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
 */
export function documentFromAccount(action: SuggestedAction, messages: string[], documentType: DocumentType | undefined): DraftedDocument | null {
  const type = documentType ?? 'soap_note';
  const reading = readAccount(messages, { intake: type === 'intake_note' });
  const leftOut = reading.leftOut.map((l) => l.text);
  const by = (...facets: NoteLine['facet'][]) => reading.lines.filter((l) => facets.includes(l.facet));
  switch (action) {
    case 'soap_note': {
      const format = formatFor(type);
      const sections = sectionsFor(format, reading.lines);
      return { document_type: type, content: renderSections(format, Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, texts(v)]))), leftOut };
    }
    case 'client_summary':
      return {
        document_type: 'client_summary',
        content: renderClientSummary({
          presenting_concerns: texts(by('report', 'history')),
          progress: texts(by('observation', 'measure', 'response', 'assessment', 'intervention')),
          next_steps: texts(by('plan', 'goal')),
        }),
        leftOut,
      };
    case 'therapist_weekly_reflection':
    case 'therapist_closure':
      return {
        document_type: 'provider_reflection',
        content: renderProviderReflection({
          what_went_well: texts(reading.lines.filter((l) => wentWell.test(l.text))),
          challenges: texts(reading.lines.filter((l) => hard.test(l.text))),
          for_next_time: texts(by('plan', 'goal')),
        }),
        leftOut,
      };
    case 'quick_note':
      return { document_type: 'quick_note', content: renderQuickNote({ summary: texts(reading.lines).slice(0, 12) }), leftOut };
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
