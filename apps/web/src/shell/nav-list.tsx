import { NavLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import type { NavSection } from './nav-items';
import { navIcon } from './nav-icons';

interface NavListProps {
  sections: NavSection[];
  /** Icons only, labels in tooltips (the 4rem sidebar). */
  compact?: boolean;
  onNavigate?: () => void;
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

/** Sections of links built from the route table's paths. */
export function NavList({ sections, compact = false, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return sections.map((section, index) => (
    <List
      key={section.title ?? index}
      dense={!compact}
      aria-label={section.title ?? 'Main'}
      subheader={
        section.title && !compact ? (
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '2.5rem' }}>
            {section.title}
          </ListSubheader>
        ) : undefined
      }
    >
      {section.items.map((item) => {
        const button = (
          <ListItemButton
            component={NavLink}
            to={item.to}
            selected={isCurrent(pathname, item.to)}
            onClick={onNavigate}
            aria-label={compact ? item.label : undefined}
            sx={{ px: compact ? 2.5 : 2, borderRadius: 2, mx: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: compact ? 0 : 40 }}>{navIcon(item.to)}</ListItemIcon>
            {!compact && <ListItemText primary={item.label} />}
          </ListItemButton>
        );
        return (
          <li key={item.to + item.label} style={{ listStyle: 'none' }}>
            {compact ? (
              <Tooltip title={item.label} placement="right">
                {button}
              </Tooltip>
            ) : (
              button
            )}
          </li>
        );
      })}
    </List>
  ));
}
