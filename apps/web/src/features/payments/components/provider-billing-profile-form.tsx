import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProviderBillingProfile } from '@tend/contracts/billing.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useSaveProviderBillingProfile } from '../api/save-provider-billing-profile';
import { providerProfileDefaults, providerProfileFormSchema, type ProviderProfileFormFields, type ProviderProfileFormValues } from './billing-settings-schemas';

/** The signed-in clinician's identity on superbills and claims (box 24J and 33 of the CMS-1500). */
export function ProviderBillingProfileForm({ profile }: { profile: ProviderBillingProfile }) {
  const titleId = useId();
  const save = useSaveProviderBillingProfile();
  const form = useForm<ProviderProfileFormFields, unknown, ProviderProfileFormValues>({
    resolver: zodResolver(providerProfileFormSchema),
    defaultValues: providerProfileDefaults(profile),
  });
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: (saved) => form.reset(providerProfileDefaults(saved)) }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Your provider profile — {profile.name}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-labelledby={titleId}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {save.error && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {messageOf(save.error)}
          </Alert>
        )}
        <TextField size="small" label="Individual NPI" autoComplete="off" {...fieldProps(form, 'npi', { hint: '10 digits' })} />
        <TextField size="small" label="Credentials" autoComplete="off" {...fieldProps(form, 'credentials', { hint: 'e.g. LCSW, PhD' })} />
        <TextField size="small" label="Licence number" autoComplete="off" {...fieldProps(form, 'license_number')} />
        <TextField size="small" label="Licence state" autoComplete="off" {...fieldProps(form, 'license_state', { hint: 'Two letters, e.g. OR' })} />
        <TextField size="small" label="Taxonomy code" autoComplete="off" {...fieldProps(form, 'taxonomy_code', { hint: 'e.g. 1041C0700X' })} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save provider profile'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
