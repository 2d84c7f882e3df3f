import type { SuggestedAction } from '@tend/contracts/assistant.contract';
import type { RiskNoteDocument } from '@tend/contracts/note-documents.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { renderClientSummary, renderProviderReflection, renderQuickNote, renderRiskNote, renderSoap } from '../documents';
import { detectRisk, positiveFindings, riskCategoryLabels } from './risk';
import { draftSoap } from './soap';

const wentWell = /\b(progress|improv|engaged|helpful|went well|breakthrough|insight|connected|rapport|open(?:ed)? up|motivated)\w*/i;
const hard = /\b(difficult|struggl|stuck|resist|challeng|hard|frustrat|avoid|unsure|overwhelm)\w*/i;

/** The risk note's level from what was said; acute indicators make it high. */
export function riskDocument(sentences: string[]): RiskNoteDocument {
  const positives = positiveFindings(detectRisk(sentences));
  const level = positives.length === 0 ? 'none_identified' : positives.some((f) => f.acute) ? 'high' : positives.some((f) => f.category !== 'abuse_or_violence') ? 'moderate' : 'low';
  return {
    findings: positives.map((f) => ({ category: riskCategoryLabels[f.category], quote: f.sentence })),
    level,
    clinician_response: null,
  };
}

/** Builds the requested document from the clinician's own sentences only. */
export function documentFromWords(action: SuggestedAction, sentences: string[], subtype: DocumentType | undefined): { document_type: DocumentType; content: string } | null {
  const soap = draftSoap(sentences);
  switch (action) {
    case 'soap_note':
      return { document_type: subtype ?? 'soap_note', content: renderSoap(soap) };
    case 'client_summary':
      return { document_type: 'client_summary', content: renderClientSummary({ presenting_concerns: soap.subjective, progress: [...soap.objective, ...soap.assessment], next_steps: soap.plan }) };
    case 'therapist_weekly_reflection':
    case 'therapist_closure':
      return {
        document_type: 'provider_reflection',
        content: renderProviderReflection({ what_went_well: sentences.filter((s) => wentWell.test(s)), challenges: sentences.filter((s) => hard.test(s)), for_next_time: soap.plan }),
      };
    case 'quick_note':
      return { document_type: 'quick_note', content: renderQuickNote({ summary: sentences.slice(0, 8) }) };
    case 'risk_assessment':
      return { document_type: 'risk_note', content: renderRiskNote(riskDocument(sentences)) };
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
