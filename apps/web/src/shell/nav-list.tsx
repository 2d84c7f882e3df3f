import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
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
  /** The phone menu: 44 px rows for fingers (spec 2.8 sizes); the desktop sidebar is denser. */
  touch?: boolean;
  onNavigate?: () => void;
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

/** Sections of links built from the route table's paths. */
export function NavList({ sections, compact = false, touch = false, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return sections.map((section, index) => (
    <Box
      key={section.title ?? index}
      sx={!touch && index > 0 ? { mt: compact ? 0 : 0.5, ...(compact ? { borderTop: 1, borderColor: 'divider', pt: 0.5 } : {}) } : undefined}
    >
      {/* The group's title sits above its list (a list holds only items). */}
      {section.title && !compact && (
        <ListSubheader
          component="div"
          aria-hidden
          sx={{
            bgcolor: 'transparent',
            lineHeight: touch ? '2.5rem' : '2rem',
            fontSize: '0.75rem',
            fontWeight: 600,
            letterSpacing: '0.04em',
            position: 'static',
          }}
        >
          {section.title}
        </ListSubheader>
      )}
      <List dense={!compact} disablePadding={!touch} aria-label={section.title ?? 'Main'}>
        {section.items.map((item) => {
          const button = (
            <ListItemButton
              component={NavLink}
              to={item.to}
              selected={isCurrent(pathname, item.to)}
              onClick={onNavigate}
              aria-label={compact ? item.label : undefined}
              sx={{ px: compact ? 2.5 : 2, borderRadius: 2, mx: 0.5, minHeight: touch ? 44 : 36, py: touch ? undefined : 0.25 }}
            >
              <ListItemIcon sx={{ minWidth: compact ? 0 : 36, '& svg': { fontSize: touch ? 24 : 20 } }}>{navIcon(item.to)}</ListItemIcon>
              {!compact && <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true } }} />}
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
    </Box>
  ));
}
