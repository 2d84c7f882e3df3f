import { Link as RouterLinkBase } from 'react-router';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { can } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { Logo } from '@/components/logo';
import { AiHealthBadge } from './ai-health-badge';
import { NotificationBell } from './notifications/notification-bell';
import { SearchButton } from './search/search-button';
import { UserMenu } from './user-menu/user-menu';

interface TopBarProps {
  user: User;
  menuLabel: string;
  onMenu: () => void;
}

/** Spec 2.8: menu button, logo, search, AI health badge, notification bell, avatar menu. */
export function TopBar({ user, menuLabel, onMenu }: TopBarProps) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 }, minHeight: { xs: 52 } }}>
        <IconButton edge="start" aria-label={menuLabel} onClick={onMenu}>
          <MenuIcon />
        </IconButton>
        <Link component={RouterLinkBase} to="/" underline="none" color="inherit" aria-label="Tend home">
          <Logo />
        </Link>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
          {can(user, 'search:use') && <SearchButton />}
          {/* The assistant's health is the staff's concern: a client (portal) has no assistant to be told about. */}
          {!can(user, 'portal:self') && <AiHealthBadge />}
          <NotificationBell user={user} />
          <UserMenu user={user} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
