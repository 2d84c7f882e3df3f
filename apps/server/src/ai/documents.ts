import type {
  ClientSummaryDocument,
  ProviderReflectionDocument,
  QuickNoteDocument,
  RiskNoteDocument,
  SoapDocument,
} from '@tend/contracts/note-documents.contract';
import { notDiscussed } from '@tend/contracts/note-documents.contract';
import { renderSections } from './clinical/compose';
import { noteFormats } from './clinical/formats';

const section = (title: string, lines: string[]) => `## ${title}\n${lines.length > 0 ? lines.join(' ') : notDiscussed}`;

export const renderSoap = (d: SoapDocument): string => renderSections(noteFormats.soap, d);

export const renderClientSummary = (d: ClientSummaryDocument): string =>
  [section('Presenting concerns', d.presenting_concerns), section('Progress', d.progress), section('Next steps', d.next_steps)].join('\n\n');

export const renderProviderReflection = (d: ProviderReflectionDocument): string =>
  [section('What went well', d.what_went_well), section('Challenges', d.challenges), section('For next time', d.for_next_time)].join('\n\n');

export const renderQuickNote = (d: QuickNoteDocument): string => section('Session note', d.summary);

export const riskLevelText: Record<RiskNoteDocument['level'], string> = {
  none_identified: 'No current risk identified in this account',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

export function renderRiskNote(d: RiskNoteDocument): string {
  const findings = d.findings.length > 0 ? d.findings.map((f) => `- ${f.category}: “${f.quote}”`).join('\n') : notDiscussed;
  const level = d.clinician_assessment ? `${riskLevelText[d.level]} — the clinician’s assessment: “${d.clinician_assessment}”` : riskLevelText[d.level];
  return [
    `## Risk indicators\n${findings}`,
    `## Risk level\n${level}`,
    `## Actions documented\n${d.actions_documented.length > 0 ? d.actions_documented.map((a) => `- ${a}`).join('\n') : notDiscussed}`,
    `## Clinician response\n${d.clinician_response ?? '_To be recorded by the clinician before signing._'}`,
  ].join('\n\n');
}
