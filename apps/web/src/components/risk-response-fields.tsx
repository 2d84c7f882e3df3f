import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Fragment, useId, useState } from 'react';
import { dutyToWarnDecisions, riskResponseActions, type RiskResponse } from '@tend/contracts/notes.contract';
import {
  checkRiskResponse,
  dutyToWarnLabels,
  emptyRiskDraft,
  remainingProblems,
  riskActionLabels,
  riskDraftFrom,
  riskFields,
  toggleRiskAction,
  type DutyToWarnDecision,
  type RiskDraft,
  type RiskField,
  type RiskProblems,
} from '@/lib/notes/note-review';

/** The id of the input a problem points to (the first checkbox or radio of a group). */
const fieldId = (base: string, field: RiskField): string => {
  if (field === 'actions') return `${base}-action-${riskResponseActions[0]}`;
  if (field === 'duty_decision') return `${base}-duty-${dutyToWarnDecisions[0]}`;
  return `${base}-${field}`;
};

/** Nested details of a ticked response, set in under its checkbox. */
const detailsSx = { pl: { xs: 3.5, sm: 4 }, pr: 0.5, pb: 1.5, pt: 0.5, minWidth: 0 } as const;

/**
 * Issue 5 item 5: a note with risk language is signed only with the clinician's recorded
 * response. Several responses may be ticked; a mandated report and a duty-to-warn assessment
 * ask for their details under their checkbox.
 */
export function RiskResponseFields({
  value,
  onChange,
  problems = {},
  idBase,
}: {
  value: RiskDraft;
  onChange: (next: RiskDraft) => void;
  problems?: RiskProblems;
  idBase?: string;
}) {
  const ownId = useId();
  const base = idBase ?? ownId;
  const id = (field: RiskField) => fieldId(base, field);
  const noAction = value.actions.includes('no_action');
  const set = (patch: Partial<RiskDraft>) => onChange({ ...value, ...patch });
  const helpId = `${base}-actions-help`;

  return (
    <Box sx={{ mt: 2 }}>
      <FormControl component="fieldset" error={!!problems.actions} sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
          This note mentions risk. How did you respond?
        </FormLabel>
        <FormHelperText id={helpId} error={!!problems.actions} sx={{ mx: 0, mt: 0.25 }}>
          {problems.actions ?? 'Tick every response that applies.'}
        </FormHelperText>
        {/* nowrap: a wrapping column would size itself to the widest field and overflow at 375 px. */}
        <FormGroup sx={{ mt: 0.5, flexWrap: 'nowrap' }}>
          {riskResponseActions.map((action) => {
            const ticked = value.actions.includes(action);
            return (
              <Fragment key={action}>
                <FormControlLabel
                  sx={{ mr: 0, alignItems: 'center' }}
                  control={
                    <Checkbox
                      size="small"
                      id={`${base}-action-${action}`}
                      checked={ticked}
                      onChange={(e) => onChange(toggleRiskAction(value, action, e.target.checked))}
                      slotProps={{ input: { 'aria-describedby': helpId } }}
                      sx={{ py: 0.5 }}
                    />
                  }
                  label={riskActionLabels[action]}
                  slotProps={{ typography: { variant: 'body2' } }}
                />
                {action === 'mandated_report_filed' && ticked && (
                  <Stack spacing={1.5} role="group" aria-label="Mandated report" sx={detailsSx}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                      <TextField
                        id={id('agency')}
                        label="Agency"
                        required
                        size="small"
                        fullWidth
                        value={value.agency}
                        onChange={(e) => set({ agency: e.target.value })}
                        error={!!problems.agency}
                        helperText={problems.agency}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                      />
                      <TextField
                        id={`${base}-reference`}
                        label="Reference number"
                        size="small"
                        fullWidth
                        value={value.reference}
                        onChange={(e) => set({ reference: e.target.value })}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                      />
                    </Stack>
                    <TextField
                      id={id('filed_at')}
                      label="Filed at"
                      type="datetime-local"
                      required
                      size="small"
                      value={value.filedAt}
                      onChange={(e) => set({ filedAt: e.target.value })}
                      error={!!problems.filed_at}
                      helperText={problems.filed_at ?? 'Your local time'}
                      fullWidth
                      sx={{ maxWidth: { sm: 260 } }}
                      // The browser's date-time control has a wide intrinsic width; let it shrink at 375 px.
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { style: { minWidth: 0 } } }}
                    />
                  </Stack>
                )}
                {action === 'duty_to_warn_assessed' && ticked && (
                  <Stack spacing={1} role="group" aria-label="Duty to warn" sx={detailsSx}>
                    <FormControl component="fieldset" required error={!!problems.duty_decision}>
                      <FormLabel component="legend" sx={{ typography: 'body2' }}>
                        Decision
                      </FormLabel>
                      <RadioGroup row value={value.dutyDecision} onChange={(e) => set({ dutyDecision: e.target.value as DutyToWarnDecision })}>
                        {dutyToWarnDecisions.map((decision) => (
                          <FormControlLabel
                            key={decision}
                            value={decision}
                            control={<Radio size="small" id={`${base}-duty-${decision}`} sx={{ py: 0.5 }} />}
                            label={dutyToWarnLabels[decision]}
                            slotProps={{ typography: { variant: 'body2' } }}
                          />
                        ))}
                      </RadioGroup>
                      {problems.duty_decision && <FormHelperText sx={{ mx: 0 }}>{problems.duty_decision}</FormHelperText>}
                    </FormControl>
                    <TextField
                      id={id('duty_reason')}
                      label="Reason"
                      required
                      size="small"
                      fullWidth
                      multiline
                      minRows={2}
                      value={value.dutyReason}
                      onChange={(e) => set({ dutyReason: e.target.value })}
                      error={!!problems.duty_reason}
                      helperText={problems.duty_reason}
                      slotProps={{ htmlInput: { maxLength: 2000 } }}
                    />
                  </Stack>
                )}
              </Fragment>
            );
          })}
        </FormGroup>
      </FormControl>
      <TextField
        id={id('reason')}
        label={noAction ? 'Why is no action needed?' : 'Details (optional)'}
        value={value.reason}
        onChange={(e) => set({ reason: e.target.value })}
        multiline
        minRows={2}
        size="small"
        fullWidth
        required={noAction}
        error={!!problems.reason}
        helperText={problems.reason}
        sx={{ mt: 1.5 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}

/**
 * The fields and their check, for every dialog that signs a note. `take()` answers the response
 * to send (undefined when none is needed), or false after marking what is missing and moving
 * the focus to it. `initial` pre-fills the form (read on the first render only).
 */
export function useRiskResponse(needed: boolean, initial?: RiskResponse) {
  const [draft, setDraft] = useState<RiskDraft>(() => (initial ? riskDraftFrom(initial) : emptyRiskDraft()));
  const [problems, setProblems] = useState<RiskProblems>({});
  const idBase = useId();

  const take = (): RiskResponse | undefined | false => {
    if (!needed) return undefined;
    const checked = checkRiskResponse(draft);
    if (checked.ok) return checked.value;
    setProblems(checked.problems);
    const first = riskFields.find((field) => checked.problems[field]);
    if (first) document.getElementById(fieldId(idBase, first))?.focus();
    return false;
  };

  const fields = needed ? (
    <RiskResponseFields
      value={draft}
      onChange={(next) => {
        setDraft(next);
        setProblems((current) => remainingProblems(current, next));
      }}
      problems={problems}
      idBase={idBase}
    />
  ) : null;

  return { fields, take };
}
