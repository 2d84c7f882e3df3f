import { measureDefinitions, type MeasureKind, type MeasureTrend } from '@tend/contracts/measures.contract';
import type { ClientSummaryDocument } from '@tend/contracts/note-documents.contract';
import type { NoteLine } from '../clinical/compose';
import type { ClientSummaryChartLines } from '../documents';
import type { ClientChart } from '../engine';
import { formatDay, formatTime } from '../time';

/** The client's chart and how its dates are written: in the clinician's zone, the year only when not this one. */
export interface SummaryChart {
  chart: ClientChart;
  timeZone: string;
  now: Date;
}

/** What each scored questionnaire asks about, in plain words; on each a lower score means fewer symptoms. */
const askedAbout: Partial<Record<MeasureKind, string>> = {
  phq9: 'low mood',
  gad7: 'anxiety',
  pcl5: 'stress after a traumatic event',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function dayText(at: Date, { timeZone, now }: SummaryChart): string {
  const year = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(d);
  const withYear = year(at) !== year(now);
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).format(at);
}

/** "The PHQ-9 score, from a questionnaire about low mood, was 9 (mild) on 20 Nov, down from 14 on 1 Oct." */
function measureSentence(t: MeasureTrend, s: SummaryChart): string {
  const about = askedAbout[t.measure];
  const name = `The ${measureDefinitions[t.measure].name} score${about ? `, from a questionnaire about ${about},` : ''}`;
  const severity = t.latest_severity_label ? ` (${t.latest_severity_label.toLowerCase()})` : '';
  const latest = `${name} was ${t.latest_score}${severity} on ${dayText(new Date(t.latest_at), s)}`;
  if (t.from_score === null || !t.from_at) return `${latest}.`;
  const since = dayText(new Date(t.from_at), s);
  if (t.from_score === t.latest_score) return `${latest}, the same as on ${since}.`;
  return `${latest}, ${t.latest_score < t.from_score ? 'down' : 'up'} from ${t.from_score} on ${since}.`;
}

/** The chart in plain sentences, only what it holds: measures and their trend; diagnoses, visits kept and missed, the next visit. */
export function chartLines(s: SummaryChart): ClientSummaryChartLines {
  const { diagnoses, measures, visits } = s.chart;
  const going = measures.map((t) => measureSentence(t, s));
  if (going.length > 0) going.push(`A lower score on ${measures.length === 1 ? 'this questionnaire' : 'these questionnaires'} means fewer symptoms.`);

  const care: string[] = [];
  if (diagnoses.length > 0)
    care.push(`${diagnoses.length === 1 ? 'Diagnosis' : 'Diagnoses'} on record: ${diagnoses.map((d) => `${d.description} (${d.code})`).join('; ')}.`);
  if (visits.kept + visits.missed + visits.cancelledLate > 0) {
    const late = visits.cancelledLate > 0 ? `, ${visits.cancelledLate} cancelled at short notice` : '';
    care.push(`In the last ${visits.days} days: ${plural(visits.kept, 'visit')} attended, ${visits.missed} missed${late}.`);
  }
  care.push(
    visits.next
      ? `The next visit is booked for ${formatDay(visits.next, s.timeZone)} at ${formatTime(visits.next, s.timeZone)}.`
      : 'No next visit is booked yet.',
  );
  return { how_things_are_going: going, care_so_far: care };
}

/**
 * A client summary from the session's account lines and, when given, the client's chart: the
 * client's report, the interventions and their response; the plan and goals once. A score said in
 * session is kept only when the chart has none, which it would otherwise repeat.
 */
export function clientSummaryParts(lines: NoteLine[], chart: SummaryChart | null): { document: ClientSummaryDocument; chart: ClientSummaryChartLines | null } {
  const charted = (chart?.chart.measures.length ?? 0) > 0;
  const facets: NoteLine['facet'][] = charted ? ['report', 'intervention', 'response'] : ['report', 'measure', 'intervention', 'response'];
  const of = (wanted: NoteLine['facet'][]) => lines.filter((l) => wanted.includes(l.facet)).map((l) => l.text);
  return {
    document: { this_session: of(facets), next_steps: of(['plan', 'goal']) },
    chart: chart ? chartLines(chart) : null,
  };
}
