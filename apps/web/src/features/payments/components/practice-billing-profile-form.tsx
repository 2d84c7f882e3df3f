import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { placeOfServiceLabels } from '@tend/contracts/billing-codes';
import type { PracticeBillingProfile } from '@tend/contracts/billing.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useSavePracticeBillingProfile } from '../api/save-practice-billing-profile';
import { practiceProfileDefaults, practiceProfileFormSchema, type PracticeProfileFormFields, type PracticeProfileFormValues } from './billing-settings-schemas';

const full = { gridColumn: '1 / -1' } as const;

/** The practice's identity on superbills and claims, and its late-cancellation and no-show fees (blank: none charged). */
export function PracticeBillingProfileForm({ profile }: { profile: PracticeBillingProfile }) {
  const titleId = useId();
  const save = useSavePracticeBillingProfile();
  const form = useForm<PracticeProfileFormFields, unknown, PracticeProfileFormValues>({
    resolver: zodResolver(practiceProfileFormSchema),
    defaultValues: practiceProfileDefaults(profile),
  });
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: (saved) => form.reset(practiceProfileDefaults(saved)) }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Practice billing profile
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby={titleId}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {save.error && (
          <Alert severity="error" sx={full}>
            {messageOf(save.error)}
          </Alert>
        )}
        <TextField size="small" label="Legal name" sx={full} {...fieldProps(form, 'legal_name')} />
        <TextField size="small" label="NPI (type 2)" autoComplete="off" {...fieldProps(form, 'npi', { hint: '10 digits' })} />
        <TextField size="small" label="Tax ID (EIN)" autoComplete="off" {...fieldProps(form, 'tax_id', { hint: 'e.g. 12-3456789' })} />
        <TextField size="small" label="Address" sx={full} autoComplete="address-line1" {...fieldProps(form, 'line1')} />
        <TextField size="small" label="Address line 2" sx={full} autoComplete="address-line2" {...fieldProps(form, 'line2')} />
        <TextField size="small" label="City" autoComplete="address-level2" {...fieldProps(form, 'city')} />
        <TextField size="small" label="State" autoComplete="address-level1" {...fieldProps(form, 'region')} />
        <TextField size="small" label="ZIP code" autoComplete="postal-code" {...fieldProps(form, 'postal_code')} />
        <TextField size="small" label="Phone" type="tel" autoComplete="tel" {...fieldProps(form, 'phone')} />
        <TextField
          size="small"
          label="Late-cancellation fee"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldProps(form, 'late_cancel_fee', { hint: 'Blank: no fee is charged' })}
        />
        <TextField
          size="small"
          label="No-show fee"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldProps(form, 'no_show_fee', { hint: 'Blank: no fee is charged' })}
        />
        <Controller
          control={form.control}
          name="telehealth_place_of_service"
          render={({ field: { ref, ...field } }) => (
            <TextField select size="small" label="Telehealth place of service" sx={full} {...field} inputRef={ref}>
              {(['10', '02'] as const).map((pos) => (
                <MenuItem key={pos} value={pos}>
                  {pos} — {placeOfServiceLabels[pos]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box sx={full}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save practice profile'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
