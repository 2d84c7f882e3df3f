import type {
  ClientSummaryDocument,
  ProviderReflectionDocument,
  QuickNoteDocument,
  RiskNoteDocument,
  SoapDocument,
} from '@tend/contracts/note-documents.contract';
import { notDiscussed } from '@tend/contracts/note-documents.contract';

const section = (title: string, lines: string[]) => `## ${title}\n${lines.length > 0 ? lines.join(' ') : notDiscussed}`;

export const renderSoap = (d: SoapDocument): string =>
  [section('Subjective', d.subjective), section('Objective', d.objective), section('Assessment', d.assessment), section('Plan', d.plan)].join('\n\n');

export const renderClientSummary = (d: ClientSummaryDocument): string =>
  [section('Presenting concerns', d.presenting_concerns), section('Progress', d.progress), section('Next steps', d.next_steps)].join('\n\n');

export const renderProviderReflection = (d: ProviderReflectionDocument): string =>
  [section('What went well', d.what_went_well), section('Challenges', d.challenges), section('For next time', d.for_next_time)].join('\n\n');

export const renderQuickNote = (d: QuickNoteDocument): string => section('Session note', d.summary);

const levelText: Record<RiskNoteDocument['level'], string> = {
  none_identified: 'No risk language identified in this session',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High — acute indicators present',
};

export function renderRiskNote(d: RiskNoteDocument): string {
  const findings = d.findings.length > 0 ? d.findings.map((f) => `- ${f.category}: “${f.quote}”`).join('\n') : notDiscussed;
  return [
    `## Risk language identified\n${findings}`,
    `## Risk level\n${levelText[d.level]}`,
    `## Clinician response\n${d.clinician_response ?? '_To be recorded by the clinician before signing._'}`,
  ].join('\n\n');
}
