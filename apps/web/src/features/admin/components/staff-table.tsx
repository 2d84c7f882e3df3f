import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { StaffUser } from '@tend/contracts/staff-users.contract';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import type { StaffUserAction } from '../api/staff-user-action';
import { roleLabel } from './staff-labels';

export type StaffRowAction = StaffUserAction | 'edit';

interface StaffTableProps {
  users: StaffUser[];
  /** Absent for a read-only viewer (a supervisor). */
  onAction?: (user: StaffUser, action: StaffRowAction) => void;
  selfId?: string;
}

const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
// At 375 px the table keeps name, role and actions; status joins the name line (the page never scrolls sideways).
const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { sm: 'none' } } as const;
const nameWidth = { maxWidth: { xs: 150, sm: 260 } } as const;

/** The practice's staff: who they are, how they sign in, and (for admins) a menu of changes per row. */
export function StaffTable({ users, onAction, selfId }: StaffTableProps) {
  const timeZone = useTimeZone();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: StaffUser } | null>(null);
  const nameOf = new Map(users.map((u) => [u.uuid, u.name]));
  const choose = (action: StaffRowAction) => {
    if (menu) onAction?.(menu.user, action);
    setMenu(null);
  };

  return (
    // Positioned, so the visually hidden header text stays inside the table's own scroll box.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Practice users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell sx={wide}>Provider</TableCell>
            <TableCell sx={wide}>Supervisor</TableCell>
            <TableCell sx={wide}>MFA</TableCell>
            <TableCell sx={wide}>Last sign-in</TableCell>
            <TableCell sx={notPhone}>Status</TableCell>
            {onAction && (
              <TableCell align="right">
                <Box component="span" sx={srOnly}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.uuid} hover>
              <TableCell>
                <Typography variant="body2" noWrap sx={nameWidth}>
                  {user.name}
                  {!user.active && (
                    <Box component="span" sx={phoneOnly}>
                      {' '}
                      · Inactive
                    </Box>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="div" sx={nameWidth}>
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell>{roleLabel(user.role)}</TableCell>
              <TableCell sx={wide}>{user.is_provider ? 'Yes' : 'No'}</TableCell>
              <TableCell sx={wide}>{user.supervisor_id ? (nameOf.get(user.supervisor_id) ?? '—') : '—'}</TableCell>
              <TableCell sx={wide}>{user.mfa_enrolled ? 'On' : 'Off'}</TableCell>
              <TableCell sx={wide}>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at, timeZone) : 'Never'}</TableCell>
              <TableCell sx={notPhone}>
                <Chip size="small" variant="outlined" label={user.active ? 'Active' : 'Inactive'} color={user.active ? 'success' : 'default'} />
              </TableCell>
              {onAction && (
                <TableCell align="right" padding="none">
                  <IconButton size="small" aria-label={`Actions for ${user.name}`} onClick={(event) => setMenu({ anchor: event.currentTarget, user })}>
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => choose('edit')}>Edit</MenuItem>
        {menu?.user.active ? (
          <MenuItem onClick={() => choose('deactivate')} disabled={menu.user.uuid === selfId}>
            Deactivate
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose('reactivate')}>Reactivate</MenuItem>
        )}
        <MenuItem onClick={() => choose('reset-mfa')} disabled={!menu?.user.mfa_enrolled || menu.user.uuid === selfId}>
          Reset MFA
        </MenuItem>
      </Menu>
    </TableContainer>
  );
}
