import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isClientLike } from '@tend/contracts/permissions';
import { useCurrentUser } from '@/lib/session/me-query';
import { useThemeMode, type ThemeChoice } from '@/lib/theme-mode';
import { persistToastsEnabled, setPersistToasts } from '@/lib/toast';
import { PageFrame } from '@/components/page-frame';
import { RouterLink } from '@/components/router-link';
import { PushSettingsSection } from '@/features/push';

export default function SettingsPage() {
  const user = useCurrentUser();
  const theme = useThemeMode();
  const [persist, setPersist] = useState(persistToastsEnabled);

  return (
    <PageFrame title="Settings" description="How Tend looks and behaves for you on this device.">
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormControl>
            <FormLabel id="theme-label">Theme</FormLabel>
            <RadioGroup aria-labelledby="theme-label" value={theme.choice} onChange={(event) => theme.choose(event.target.value as ThemeChoice)}>
              <FormControlLabel value="system" control={<Radio />} label="Follow my system" />
              <FormControlLabel value="light" control={<Radio />} label="Light" />
              <FormControlLabel value="dark" control={<Radio />} label="Dark" />
            </RadioGroup>
          </FormControl>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormControlLabel
            control={
              <Switch
                checked={persist}
                onChange={(event) => {
                  setPersistToasts(event.target.checked);
                  setPersist(event.target.checked);
                }}
              />
            }
            label="Keep notifications on screen until I close them"
          />
          <Typography variant="body2" color="text.secondary">
            Otherwise messages close after 3 seconds. This setting lasts until you close the browser tab.
          </Typography>
        </Paper>
        <PushSettingsSection />
        {user && !isClientLike(user) && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>Work schedule</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              The hours you are available for sessions.
            </Typography>
            <RouterLink to="/settings/work-schedule">Set your work schedule</RouterLink>
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
