import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@tend/contracts/users.contract';
import { messageOf } from '@/lib/api-error';
import { useUpdateMe } from '@/lib/session/update-me';
import { timeZoneNames } from '@/lib/time/time-zone-names';
import { browserTimeZone } from '@/lib/time/time-zone';

interface TimeZoneSettingProps {
  user: User;
  onSaved: (user: User) => void;
}

/** The zone the user's days are in ("today", date filters): one they choose, or none to follow this browser's. */
export function TimeZoneSetting({ user, onSaved }: TimeZoneSettingProps) {
  const update = useUpdateMe();
  const own = user.time_zone_source === 'user' ? user.time_zone : null;
  const [choice, setChoice] = useState<string | null>(own);
  const names = useMemo(() => timeZoneNames(own), [own]);
  const following = browserTimeZone() ?? user.time_zone;

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }} component="section" aria-label="Time zone">
      {update.isError && <Alert severity="error">{messageOf(update.error)}</Alert>}
      <Autocomplete
        options={names}
        value={choice}
        onChange={(_, value) => setChoice(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Time zone"
            helperText={
              choice
                ? 'Your days, and what "today" means, follow this zone wherever you sign in.'
                : `Not chosen: your days follow this browser's zone, ${following}.`
            }
          />
        )}
      />
      <Button
        variant="outlined"
        disabled={update.isPending || choice === own}
        onClick={() => update.mutate({ time_zone: choice }, { onSuccess: ({ user: saved }) => onSaved(saved) })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {update.isPending ? 'Saving…' : 'Save time zone'}
      </Button>
    </Stack>
  );
}
