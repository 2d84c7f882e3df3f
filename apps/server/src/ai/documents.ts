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

/** What the chart adds to a client summary, already in words; a part with nothing is left out. */
export interface ClientSummaryChartLines {
  how_things_are_going: string[];
  care_so_far: string[];
}

/**
 * A sentence as "said once" compares it: case, spacing and punctuation aside, and the words that
 * only mark it as said again ("And again, he will…", "…before meetings, too").
 */
const sentenceKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(?:(?:and|also|again|so|then|plus|once more)\s+)+|(?:\s+(?:again|too|as well|also))+$/g, '');

/**
 * This session, what the chart shows (when given), the next steps. Each sentence is written once:
 * a step of the plan stays under next steps and leaves the session's part.
 */
export function renderClientSummary(d: ClientSummaryDocument, chart: ClientSummaryChartLines | null = null): string {
  const written = new Set<string>();
  const once = (lines: string[]) =>
    lines.filter((line) => {
      const key = sentenceKey(line);
      if (!key || written.has(key)) return false;
      written.add(key);
      return true;
    });
  const next = once(d.next_steps);
  const going = once(chart?.how_things_are_going ?? []);
  const care = once(chart?.care_so_far ?? []);
  return [
    section('Today’s session', once(d.this_session)),
    ...(going.length > 0 ? [section('How things are going', going)] : []),
    ...(care.length > 0 ? [section('Care so far', care)] : []),
    section('Next steps', next),
  ].join('\n\n');
}

export const renderProviderReflection = (d: ProviderReflectionDocument): string =>
  [section('What went well', d.what_went_well), section('Challenges', d.challenges), section('For next time', d.for_next_time)].join('\n\n');

export const renderQuickNote = (d: QuickNoteDocument): string => section('Session note', d.summary);

export const riskLevelText: Record<RiskNoteDocument['level'], string> = {
  none_identified: 'No current risk identified in this account',
  low: 'Low',
  moderate: 'Moderate',
  high: 'High',
};

/**
 * The risk note. The built-in engine's findings also say whose risk and when ("client, past: in
 * 2019"), and others' risk told in the account (a relative's attempt, a group member's disclosure)
 * has its own heading: context for the note, not the client's risk. A model's note has neither.
 */
export function renderRiskNote(
  d: RiskNoteDocument & {
    findings: (RiskNoteDocument['findings'][number] & { person?: string; time?: string; when?: string | null; uncertain?: boolean })[];
    others_risk?: { category: string; relation: string; time: string; quote: string }[];
  },
): string {
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const whoseAndWhen = (f: (typeof d.findings)[number]) =>
    f.person ? ` (${[`${f.person}, ${f.time ?? 'current'}${f.when ? `: ${f.when}` : ''}`, ...(f.uncertain ? ['uncertain'] : [])].join(', ')})` : '';
  const findings = d.findings.length > 0 ? d.findings.map((f) => `- ${capital(f.category)}${whoseAndWhen(f)}: “${f.quote}”`).join('\n') : notDiscussed;
  const level = d.clinician_assessment ? `${riskLevelText[d.level]} — the clinician’s assessment: “${d.clinician_assessment}”` : riskLevelText[d.level];
  // Each line opens with "Another person", so the note read back by the risk screen (at signing) keeps it someone else's.
  const others = (d.others_risk ?? []).map((o) => `- Another person (${o.relation}): ${o.category}, ${o.time}: “${o.quote}”`);
  return [
    `## Risk indicators\n${findings}`,
    ...(others.length > 0 ? [`## Others' risk (context, not the client's)\n${others.join('\n')}`] : []),
    `## Risk level\n${level}`,
    `## Actions documented\n${d.actions_documented.length > 0 ? d.actions_documented.map((a) => `- ${a}`).join('\n') : notDiscussed}`,
    `## Clinician response\n${d.clinician_response ?? '_To be recorded by the clinician before signing._'}`,
  ].join('\n\n');
}
