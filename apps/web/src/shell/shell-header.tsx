import { memo } from 'react';
import Box from '@mui/material/Box';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { User } from '@tend/contracts/users.contract';
import { DemoBanner } from './demo-banner';
import { TopBar } from './top-bar';

interface ShellHeaderProps {
  user: User;
  menuLabel: string;
  onMenu: () => void;
}

/** Demo banner above the top bar; the pair slides away while scrolling down (spec 2.8). */
export const ShellHeader = memo(function ShellHeader({ user, menuLabel, onMenu }: ShellHeaderProps) {
  const hidden = useScrollTrigger({ threshold: 64 });
  return (
    <Box
      component="header"
      data-testid="top-bar"
      data-hidden={hidden}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        transform: hidden ? 'translateY(-100%)' : 'none',
        transition: (theme) => theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
      }}
    >
      {user.role === 'demo' && <DemoBanner user={user} />}
      <TopBar user={user} menuLabel={menuLabel} onMenu={onMenu} />
    </Box>
  );
});
