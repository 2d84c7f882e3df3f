import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Passkey } from '@tend/contracts/mfa.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { addPasskey, removePasskey, useMfaChange } from '../api/mfa-changes';
import { useTimeZone } from '@/lib/time/use-time-zone';

const dateOf = (iso: string, zone: string) => new Date(iso).toLocaleDateString(undefined, { timeZone: zone, dateStyle: 'medium' });

/** Passkeys (this device's, a phone's or a security key) as a second factor. */
export function PasskeyList({ passkeys, onError }: { passkeys: Passkey[]; onError: (message: string | null) => void }) {
  const timeZone = useTimeZone();
  const add = useMfaChange(addPasskey);
  const remove = useMfaChange(removePasskey);
  const [name, setName] = useState('');

  async function register() {
    onError(null);
    try {
      await add.mutateAsync(name.trim() || 'Passkey');
      setName('');
      toast('Passkey added', 'success');
    } catch (failure) {
      onError(failure instanceof Error && failure.name === 'NotAllowedError' ? 'The passkey request was cancelled or timed out.' : messageOf(failure));
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Passkeys
      </Typography>
      {passkeys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No passkeys yet. A passkey lets this device (or a security key) confirm it is you instead of a code.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Passkeys">
          {passkeys.map((key) => (
            <ListItem
              key={key.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() =>
                    void remove.mutateAsync(key.id).then(
                      () => toast('Passkey removed', 'success'),
                      (failure: unknown) => onError(messageOf(failure)),
                    )
                  }
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={key.name}
                secondary={`Added ${dateOf(key.created_at, timeZone)}${key.last_used_at ? ` · last used ${dateOf(key.last_used_at, timeZone)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Passkey name"
          placeholder="Work laptop"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <Button variant="outlined" size="small" disabled={add.isPending} onClick={() => void register()}>
          Add a passkey
        </Button>
      </Stack>
    </Stack>
  );
}
