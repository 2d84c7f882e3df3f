import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { User } from '@tend/contracts/users.contract';
import { BreadcrumbBar } from './breadcrumb-bar';
import { InstallPrompt } from './install-prompt';
import { MobileMenu } from './mobile-menu';
import { mayQuickAddTask, QuickAddTask } from './quick-add-task';
import { ShellHeader } from './shell-header';
import { Sidebar } from './sidebar/sidebar';
import { useSidebarCollapsed } from './sidebar/use-sidebar-collapsed';
import { ThemeSync } from './theme-sync';
import { VersionStamp } from './version-stamp';

/** Spec 2.8: the signed-in frame around every screen. */
export default function Shell({ user, children }: { user: User; children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);

  const onMenu = useCallback(() => (desktop ? setCollapsed(!collapsed) : setMobileOpen(true)), [desktop, collapsed, setCollapsed]);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const menuLabel = desktop ? (collapsed ? 'Expand sidebar' : 'Collapse sidebar') : 'Open menu';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
        Skip to content
      </Link>
      {desktop && <Sidebar user={user} collapsed={collapsed} onCollapsedChange={setCollapsed} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ShellHeader user={user} menuLabel={menuLabel} onMenu={onMenu} />
        <BreadcrumbBar />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        <VersionStamp />
      </Box>
      {!desktop && <MobileMenu user={user} open={mobileOpen} onClose={closeMobile} />}
      <InstallPrompt />
      {mayQuickAddTask(user) && <QuickAddTask />}
      <ThemeSync user={user} />
    </Box>
  );
}
