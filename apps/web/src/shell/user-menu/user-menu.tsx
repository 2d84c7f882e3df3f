import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import DarkMode from '@mui/icons-material/DarkMode';
import ExitToApp from '@mui/icons-material/ExitToApp';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@tend/contracts/users.contract';
import { logout } from '@/lib/session/logout';
import { clearAllStorage } from '@/lib/storage-keys';
import { useThemeMode } from '@/lib/theme-mode';
import { toast } from '@/lib/toast';
import { onboardingMessages, useTriggerOnboarding } from '../api/trigger-onboarding';
import { initialsFrom } from '../initials';

/** Spec 2.8 user menu: avatar with initials, Exit Demo Mode (role demo), logout, trigger onboarding. */
export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useThemeMode();
  const onboarding = useTriggerOnboarding();
  const close = () => setAnchor(null);

  async function signOut(exitDemo: boolean) {
    close();
    // Spec 6: Exit Demo Mode clears local storage and logs out (logout clears both storages anyway).
    if (exitDemo) clearAllStorage();
    await logout(queryClient);
    await navigate('/login', { replace: true });
  }

  async function triggerOnboarding() {
    close();
    try {
      const answer = await onboarding.mutateAsync(user.uuid);
      if (answer.success) toast(onboardingMessages.success, 'success');
      else toast(onboardingMessages.refused, 'warning');
    } catch {
      toast(onboardingMessages.error, 'error');
    }
  }

  const go = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <>
      <IconButton
        aria-label={`Account menu ${initialsFrom(user.email)}`}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initialsFrom(user.email)}</Avatar>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.preferred_name || user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem={!!anchor} aria-label="Account">
          <MenuItem onClick={() => go('/profile')}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            Profile
          </MenuItem>
          <MenuItem onClick={() => go('/settings')}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <MenuItem onClick={theme.toggle} role="menuitemcheckbox" aria-checked={theme.resolved === 'dark'}>
            <ListItemIcon>
              <DarkMode fontSize="small" />
            </ListItemIcon>
            Dark mode
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', pl: 2 }}>
              {theme.resolved === 'dark' ? 'On' : 'Off'}
            </Typography>
          </MenuItem>
          <MenuItem onClick={() => void triggerOnboarding()} disabled={onboarding.isPending}>
            <ListItemIcon>
              <School fontSize="small" />
            </ListItemIcon>
            Trigger onboarding
          </MenuItem>
          <Divider />
          {user.role === 'demo' && (
            <MenuItem onClick={() => void signOut(true)}>
              <ListItemIcon>
                <ExitToApp fontSize="small" />
              </ListItemIcon>
              Exit Demo Mode
            </MenuItem>
          )}
          <MenuItem onClick={() => void signOut(false)}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
