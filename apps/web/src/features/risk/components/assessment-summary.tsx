import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homicideItemLabels, nssiFrequencyLabels, type RiskAssessment } from '@tend/contracts/risk.contract';
import { RouterLink } from '@/components/router-link';
import { formatDate } from '@/lib/time/dates';
import { askedQuestions } from '../logic/assessment-draft';
import { FormSection } from './form-section';
import { RiskLevelChip } from './risk-level-chip';

const answer = (v: boolean | null) => (v === null ? 'Not answered' : v ? 'Yes' : 'No');

function Rows({ rows }: { rows: [ReactNode, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value], i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const listOrNone = (list: string[]) => (list.length > 0 ? list.join('; ') : 'None recorded');

/** A completed (or read-only) assessment as recorded. */
export function AssessmentSummary({ assessment: a, timeZone }: { assessment: RiskAssessment; timeZone: string }) {
  const h = a.homicide;
  const s = a.self_harm;
  return (
    <Stack spacing={1.5}>
      <FormSection title="Result">
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
          <RiskLevelChip level={a.level} prefix="Level" />
          <RiskLevelChip level={a.screener_level} prefix="From the answers" />
        </Stack>
        {a.level_reason && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Why lower: {a.level_reason}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {a.status === 'completed' && a.completed_at ? `Completed ${formatDate(a.completed_at, timeZone)}` : 'Draft'}
          {a.clinician_name && ` by ${a.clinician_name}`}
          {a.note_id && (
            <>
              {' · '}
              <RouterLink to={`/notes/${a.note_id}`}>From a note</RouterLink>
            </>
          )}
        </Typography>
        {a.triage_reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {a.triage_reasons.map((r) => (
              <Typography component="li" variant="body2" key={r}>
                {r}
              </Typography>
            ))}
          </Box>
        )}
      </FormSection>
      <FormSection title="C-SSRS answers">
        <Rows rows={askedQuestions(a.screener).map((q) => [`${q.number}. ${q.text}`, answer(a.screener[q.key])])} />
      </FormSection>
      <FormSection title="Self-harm and harm to others">
        <Rows
          rows={[
            ['Self-injury in the past month', answer(s.nssi_past_month)],
            ...(s.frequency ? ([['How often', nssiFrequencyLabels[s.frequency]]] as [string, string][]) : []),
            ...(s.last_occurred_on ? ([['Last time', s.last_occurred_on]] as [string, string][]) : []),
            [homicideItemLabels.thoughts, answer(h.thoughts)],
            ...(h.thoughts
              ? (['identified_person', 'plan', 'intent', 'access_to_means'] as const).map((k): [string, string] => [homicideItemLabels[k], answer(h[k])])
              : []),
          ]}
        />
        {[s.notes, h.notes].filter(Boolean).map((n) => (
          <Typography key={n} variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {n}
          </Typography>
        ))}
      </FormSection>
      <FormSection title="Factors and formulation">
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Risk factors:</strong> {listOrNone(a.risk_factors)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>Protective factors:</strong> {listOrNone(a.protective_factors)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {a.formulation || 'No formulation recorded.'}
        </Typography>
      </FormSection>
    </Stack>
  );
}
