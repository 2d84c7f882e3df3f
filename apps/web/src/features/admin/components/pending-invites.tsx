import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffInvite } from '@tend/contracts/staff-users.contract';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import type { StaffInviteAction } from '../api/staff-invite-action';
import { roleLabel } from './staff-labels';

interface PendingInvitesProps {
  invites: StaffInvite[];
  now: Date;
  busy: boolean;
  onAction: (invite: StaffInvite, action: StaffInviteAction) => void;
}

/** Invitations not yet accepted: resend makes a new link (the old one dies), revoke withdraws it. */
export function PendingInvites({ invites, now, busy, onAction }: PendingInvitesProps) {
  const timeZone = useTimeZone();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Pending invitations">
        <TableHead>
          <TableRow>
            <TableCell>Invited</TableCell>
            <TableCell>Role</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Link works until</TableCell>
            <TableCell align="right">
              <Typography variant="inherit" component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                Actions
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.map((invite) => {
            const expired = new Date(invite.expires_at) <= now;
            return (
              <TableRow key={invite.id}>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Typography variant="body2" noWrap>
                    {invite.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {invite.email}
                  </Typography>
                </TableCell>
                <TableCell>{roleLabel(invite.role)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {expired ? (
                    <Typography variant="body2" color="warning.main">
                      Expired
                    </Typography>
                  ) : (
                    formatDate(invite.expires_at, timeZone)
                  )}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" disabled={busy} onClick={() => onAction(invite, 'resend')} aria-label={`Resend invitation to ${invite.email}`}>
                      Resend
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      onClick={() => onAction(invite, 'revoke')}
                      aria-label={`Revoke invitation to ${invite.email}`}
                    >
                      Revoke
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
