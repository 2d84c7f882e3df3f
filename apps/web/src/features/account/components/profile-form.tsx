import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { updateProfileRequestSchema, type User } from '@tend/contracts/users.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useUpdateMe } from '@/lib/session/update-me';

/** The names part of the profile update; on this form the name cannot be left out. */
const profileFormSchema = updateProfileRequestSchema.pick({ name: true, preferred_name: true }).required({ name: true });
type ProfileFields = z.input<typeof profileFormSchema>;
type ProfileValues = z.output<typeof profileFormSchema>;

interface ProfileFormProps {
  user: User;
  submitLabel: string;
  /** Extra preferences saved with the names (profile setup marks the profile complete). */
  preferences?: Record<string, unknown>;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, submitLabel, preferences, onSaved }: ProfileFormProps) {
  const update = useUpdateMe();
  const form = useForm<ProfileFields, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, preferred_name: user.preferred_name ?? '' },
    // An emptied name is marked as it happens, not only on saving.
    mode: 'onChange',
  });
  const failure = update.error && messageOf(update.error);

  const save = ({ name, preferred_name }: ProfileValues) =>
    update.mutate(
      { name, preferred_name: preferred_name || null, ...(preferences ? { preferences: { ...user.preferences, ...preferences } } : {}) },
      { onSuccess: ({ user: saved }) => onSaved(saved) },
    );

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate sx={{ maxWidth: 480 }} aria-label="Profile">
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField label="Full name" {...fieldProps(form, 'name')} autoComplete="name" required />
      <TextField
        label="Preferred name"
        {...fieldProps(form, 'preferred_name', { hint: 'What the assistant and your colleagues call you.' })}
        autoComplete="nickname"
      />
      <TextField label="E-mail" value={user.email} slotProps={{ input: { readOnly: true } }} helperText="Ask your administrator to change it." />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {update.isPending ? 'Saving…' : submitLabel}
      </Button>
    </Stack>
  );
}
