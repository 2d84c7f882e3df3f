import { useEffect, useMemo } from 'react';
import type { PracticeProfile } from '@tend/contracts/practice-profile.contract';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { usePracticeProfile, useUpdatePracticeProfile } from '@/features/admin/api/practice-profile';
import { formToChanges, practiceProfileFormSchema, profileToForm, type PracticeProfileForm } from './practice-profile-form';
import { SettingsSection } from './settings-section';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 };

/** Name, time zone and the identity printed on claims and superbills. */
export function PracticeProfileSection() {
  const profile = usePracticeProfile();
  return (
    <SettingsSection
      anchor="practice-profile"
      title="Practice profile"
      description="The practice's name and calendar zone, and the identity printed on claims."
    >
      {profile.isPending ? (
        <Skeleton variant="rounded" height={180} />
      ) : profile.isError ? (
        <Alert severity="error">{messageOf(profile.error)}</Alert>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({ profile }: { profile: PracticeProfile }) {
  // The saved profile is the form's start; a save answers the new one, which resets the form to it.
  const initial = useMemo(() => profileToForm(profile), [profile]);
  const form = useForm<PracticeProfileForm>({ resolver: zodResolver(practiceProfileFormSchema), defaultValues: initial });
  const save = useUpdatePracticeProfile();
  useEffect(() => form.reset(initial), [form, initial]);
  const field = (name: keyof PracticeProfileForm, label: string, extra: object = {}) => (
    <TextField size="small" label={label} {...fieldProps(form, name)} {...extra} />
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit((values) => save.mutate(formToChanges(values)))(event)}>
      <Box sx={grid}>
        {field('name', 'Practice name', { required: true })}
        {field('time_zone', 'Time zone', { required: true, placeholder: 'America/New_York' })}
        {field('legal_name', 'Legal name')}
        {field('npi', 'Group NPI', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } } })}
        {field('tax_id', 'Tax id (EIN)', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        {field('phone', 'Phone', { type: 'tel' })}
        {field('line1', 'Address line 1')}
        {field('line2', 'Address line 2')}
        {field('city', 'City')}
        {field('region', 'State / region')}
        {field('postal_code', 'Postal code')}
        {field('country', 'Country')}
      </Box>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {messageOf(save.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1.5 }} loading={save.isPending}>
        Save profile
      </Button>
    </Box>
  );
}
