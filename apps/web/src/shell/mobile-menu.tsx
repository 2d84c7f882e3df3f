import { memo } from 'react';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { User } from '@tend/contracts/users.contract';
import { useLogout } from '@/lib/session/logout';
import { Logo } from '@/components/logo';
import { menuKind, navSections } from './nav-items';
import { NavList } from './nav-list';

interface MobileMenuProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** The phone's menu: the same sections as the desktop sidebar (nav-items.ts), then Logout. */
export const MobileMenu = memo(function MobileMenu({ user, open, onClose }: MobileMenuProps) {
  const logout = useLogout();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 288 } } }}>
      <Box component="nav" aria-label="Mobile menu" data-testid="mobile-menu" data-kind={menuKind(user)}>
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <Divider />
        <NavList sections={navSections(user)} touch onNavigate={onClose} />
        <Divider />
        <List dense aria-label="Session">
          <li style={{ listStyle: 'none' }}>
            <ListItemButton
              sx={{ px: 2, borderRadius: 2, mx: 0.5 }}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </li>
        </List>
      </Box>
    </Drawer>
  );
});
