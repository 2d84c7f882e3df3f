import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  insuranceRankLabels,
  maxInsuranceRank,
  subscriberRelationshipLabels,
  subscriberRelationships,
  type InsurancePolicy,
} from '@tend/contracts/client-details.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useDeleteClientInsurance } from '../api/delete-client-insurance';
import { useSaveClientInsurance } from '../api/save-client-insurance';
import { insuranceFormDefaults, insuranceFormSchema, type InsuranceFormFields, type InsuranceFormValues } from './insurance-form-schema';

interface InsuranceDialogProps {
  clientId: string;
  /** The policy to edit; absent for a new one. */
  policy?: InsurancePolicy;
  /** The client's policies, to offer a new one only a free rank. */
  policies: InsurancePolicy[];
  onClose: () => void;
}

const ranks = Array.from({ length: maxInsuranceRank }, (_, i) => i + 1);
const dateSlot = { inputLabel: { shrink: true } } as const;
const moneySlot = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};
const percentSlot = {
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
  htmlInput: { inputMode: 'numeric' as const },
};

/** Add or edit an insurance policy (full screen on a phone); an edit may also remove it. */
export function InsuranceDialog({ clientId, policy, policies, onClose }: InsuranceDialogProps) {
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveClientInsurance(clientId);
  const remove = useDeleteClientInsurance(clientId);
  const [confirming, setConfirming] = useState(false);
  const held = new Map(policies.filter((p) => p.id !== policy?.id).map((p) => [p.rank, p]));
  const freeRank = ranks.find((r) => !held.has(r)) ?? 1;
  const form = useForm<InsuranceFormFields, unknown, InsuranceFormValues>({
    resolver: zodResolver(insuranceFormSchema),
    defaultValues: insuranceFormDefaults(policy, freeRank),
  });
  const relationship = useWatch({ control: form.control, name: 'subscriber_relationship' });
  const rank = Number(useWatch({ control: form.control, name: 'rank' }));
  const swapsWith = policy ? held.get(rank) : undefined;
  const failure = save.error ?? remove.error;

  const submit = form.handleSubmit((body) => save.mutate({ policyId: policy?.id ?? null, body }, { onSuccess: onClose }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{policy ? `Edit ${policy.payer_name}` : 'Add insurance'}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(failure)}
            </Alert>
          )}
          <TextField
            size="small"
            label="Payer"
            required
            autoFocus
            autoComplete="off"
            {...fieldProps(form, 'payer_name', { hint: 'The insurer, e.g. Aetna' })}
          />
          {/* Not "Payer ID": a label holding "Payer" would make "Payer" ambiguous to find by label. */}
          <TextField size="small" label="EDI ID" autoComplete="off" {...fieldProps(form, 'payer_id', { hint: 'The insurer’s electronic ID, for claims' })} />
          <TextField size="small" label="Member ID" required autoComplete="off" {...fieldProps(form, 'member_id')} />
          <TextField size="small" label="Group number" autoComplete="off" {...fieldProps(form, 'group_number')} />
          <Controller
            control={form.control}
            name="rank"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                select
                size="small"
                label="Coverage order"
                {...field}
                inputRef={ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (swapsWith ? `${swapsWith.payer_name} takes this policy's place` : undefined)}
              >
                {ranks.map((r) => (
                  <MenuItem key={r} value={String(r)} disabled={!policy && held.has(r)}>
                    {insuranceRankLabels[r]}
                    {held.has(r) ? ` (now ${held.get(r)!.payer_name})` : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="subscriber_relationship"
            render={({ field: { ref, ...field } }) => (
              <TextField select size="small" label="Subscriber" {...field} inputRef={ref} helperText="Whose policy this is">
                {subscriberRelationships.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r === 'self' ? 'The client' : subscriberRelationshipLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1', mt: 1 }}>
            What the client pays
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
            A copay is asked at each visit; without one the deductible left comes first, then the coinsurance. Left blank, the client is billed the whole fee.
          </Typography>
          <TextField size="small" label="Copay" autoComplete="off" slotProps={moneySlot} {...fieldProps(form, 'copay', { hint: 'Per visit' })} />
          <TextField size="small" label="Coinsurance" autoComplete="off" slotProps={percentSlot} {...fieldProps(form, 'coinsurance')} />
          <TextField size="small" label="Deductible" autoComplete="off" slotProps={moneySlot} {...fieldProps(form, 'deductible', { hint: 'Per year' })} />
          <TextField
            size="small"
            label="Deductible met elsewhere"
            autoComplete="off"
            slotProps={moneySlot}
            {...fieldProps(form, 'deductible_met', { hint: 'This year, outside this practice; its own visits count by themselves' })}
          />
          {relationship !== 'self' && (
            <>
              <TextField size="small" label="Subscriber name" required autoComplete="off" {...fieldProps(form, 'subscriber_name')} />
              <TextField size="small" label="Subscriber date of birth" type="date" slotProps={dateSlot} {...fieldProps(form, 'subscriber_date_of_birth')} />
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {policy &&
          (confirming ? (
            <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(policy.id, { onSuccess: onClose })}>
              Confirm removal
            </Button>
          ) : (
            <Button color="error" onClick={() => setConfirming(true)}>
              Remove policy
            </Button>
          ))}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : policy ? 'Save changes' : 'Add policy'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
