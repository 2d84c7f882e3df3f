import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@tend/contracts/users.contract';
import { messageOf } from '../../../lib/api-error';
import { useUpdateMe } from '../../../lib/session/update-me';

interface ProfileFormProps {
  user: User;
  submitLabel: string;
  /** Extra preferences saved with the names (profile setup marks the profile complete). */
  preferences?: Record<string, unknown>;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, submitLabel, preferences, onSaved }: ProfileFormProps) {
  const update = useUpdateMe();
  const [name, setName] = useState(user.name);
  const [preferred, setPreferred] = useState(user.preferred_name ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const nameMissing = name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (nameMissing) return;
    try {
      const { user: saved } = await update.mutateAsync({
        name: name.trim(),
        preferred_name: preferred.trim() || null,
        ...(preferences ? { preferences: { ...user.preferences, ...preferences } } : {}),
      });
      onSaved(saved);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }} aria-label="Profile">
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label="Full name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameMissing}
        helperText={nameMissing ? 'Name is required' : undefined}
        autoComplete="name"
        required
      />
      <TextField
        label="Preferred name"
        value={preferred}
        onChange={(event) => setPreferred(event.target.value)}
        helperText="What the assistant and your colleagues call you."
        autoComplete="nickname"
      />
      <TextField label="E-mail" value={user.email} slotProps={{ input: { readOnly: true } }} helperText="Ask your administrator to change it." />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {update.isPending ? 'Saving…' : submitLabel}
      </Button>
    </Stack>
  );
}
