import { memo, useEffect } from 'react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { isClientLike } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { useAdminSettings } from '@/features/admin/api/get-admin-settings';
import { navSections } from '../nav-items';
import { NavList } from '../nav-list';
import { NoteModeToggle } from './note-mode-toggle';
import { RecentLists } from './recent-lists';
import { SidebarAssistant } from './sidebar-assistant';

interface SidebarProps {
  user: User;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
}

/** Spec 2.8 desktop sidebar: 4rem collapsed, 16rem expanded. */
export const Sidebar = memo(function Sidebar({ user, collapsed, onCollapsedChange }: SidebarProps) {
  const client = isClientLike(user);
  const admin = user.role === 'admin';
  const settings = useAdminSettings(admin);
  const embeddedAssistant = admin && settings.data?.ai_assistant.global_interface_mode === 'sidebar';

  useEffect(() => {
    const open = () => onCollapsedChange(false);
    window.addEventListener('open-ai-assistant', open);
    return () => window.removeEventListener('open-ai-assistant', open);
  }, [onCollapsedChange]);

  return (
    <Box
      component="nav"
      aria-label="Sidebar"
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? '4rem' : '16rem',
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowX: 'hidden',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
        <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
          <IconButton aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed} onClick={() => onCollapsedChange(!collapsed)}>
            {collapsed ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Tooltip>
      </Box>
      <NavList sections={navSections(user)} compact={collapsed} />
      {!client && (
        <>
          <Divider sx={{ my: 1 }} />
          <NoteModeToggle compact={collapsed} />
          {!collapsed && <RecentLists userUuid={user.uuid} />}
          {!collapsed && embeddedAssistant && <SidebarAssistant />}
        </>
      )}
    </Box>
  );
});
