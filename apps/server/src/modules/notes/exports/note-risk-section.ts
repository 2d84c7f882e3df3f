import { dutyToWarnDecisionLabels, riskResponseActionLabels, riskResponseSchema, type RiskResponse } from '@tend/contracts/notes.contract';
import { riskLevelLabels, type RiskLevel } from '@tend/contracts/risk.contract';
import type { NoteSigningRecord } from '@tend/db/schema/notes';
import type { RecordSection } from './note-blocks';
import { instantInZone } from './note-signature';

export const notRecorded = 'Not recorded';

const at = (iso: string, timeZone: string) => instantInZone(new Date(iso), timeZone);

/**
 * What the clinician recorded about risk when signing: the responses, their details, and the
 * assessment and safety plan as they stood then (kept in the signing record). A note signed
 * before that record was kept says so ("Not recorded") rather than reading today's plan.
 */
export function riskSection(stored: unknown, record: NoteSigningRecord | null, timeZone: string): RecordSection {
  const heading = 'Risk response recorded at signing';
  const parsed = stored ? riskResponseSchema.safeParse(stored) : null;
  // A response stored before some fields existed still names its action.
  const response: Partial<RiskResponse> | null = parsed?.success ? parsed.data : (stored as Partial<RiskResponse> | null);
  if (!response?.action) return { heading, fields: [{ label: 'Response', value: notRecorded }] };
  const actions = [response.action, ...(response.additional_actions ?? [])].map((a) => riskResponseActionLabels[a] ?? a);
  const fields = [
    { label: 'Response', value: actions.join('; ') },
    { label: 'Reason or details', value: response.reason?.trim() || notRecorded },
  ];
  if (response.mandated_report) {
    const { agency, reference, filed_at } = response.mandated_report;
    fields.push({ label: 'Mandated report', value: `${agency}, reference ${reference || notRecorded}, filed ${at(filed_at, timeZone)}` });
  }
  if (response.duty_to_warn) {
    fields.push({ label: 'Duty to warn', value: `${dutyToWarnDecisionLabels[response.duty_to_warn.decision]}: ${response.duty_to_warn.reason}` });
  }
  const assessment = record?.risk?.assessment;
  fields.push({
    label: 'Risk assessment',
    value: assessment
      ? `${assessment.level ? riskLevelLabels[assessment.level as RiskLevel] : 'Level not set'} risk, completed ${assessment.completed_at ? at(assessment.completed_at, timeZone) : notRecorded}`
      : record?.risk && !response.assessment_id
        ? 'None attached'
        : notRecorded,
  });
  const plan = record?.risk?.safety_plan;
  fields.push({
    label: 'Safety plan',
    value: plan
      ? `On file, last updated ${at(plan.updated_at, timeZone)}, ${plan.shared ? 'shared with the client' : 'not shared with the client'}`
      : record?.risk
        ? 'None on file'
        : notRecorded,
  });
  return { heading, fields };
}
