import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { canOpen } from '@/app/route-access';
import type { AppPath } from '@/app/routes';
import { useCurrentUser } from '@/lib/session/me-query';

const screens: { to: AppPath; label: string; hint: string }[] = [
  { to: '/admin/users', label: 'Users', hint: 'Staff accounts, roles, supervision' },
  { to: '/admin/reports', label: 'Reports', hint: 'Sessions, unsigned notes, roster, billing' },
  { to: '/admin/audit-logs', label: 'Audit logs', hint: 'Who touched which record' },
  { to: '/admin/compliance', label: 'Compliance', hint: 'Policies and safeguards' },
  { to: '/admin/provider-analytics', label: 'Provider analytics', hint: 'These figures per clinician' },
  { to: '/leads', label: 'Leads', hint: 'Inquiries and the web form' },
  { to: '/admin/settings', label: 'Settings', hint: 'Practice, scheduling, billing' },
  { to: '/admin/setup-guides', label: 'Setup guides', hint: 'Getting the practice ready' },
  { to: '/admin/data-export', label: 'Data export', hint: 'Records as FHIR or CSV + PDF' },
];

/** Links to the admin screens this role can open (a supervisor sees users, reports and analytics, not settings). */
export function ManagePanel() {
  const user = useCurrentUser();
  const shown = screens.filter((s) => canOpen(user, s.to));
  if (shown.length === 0) return null;
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="manage-title">
      <Typography id="manage-title" variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        Manage
      </Typography>
      <List dense sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
        {shown.map((s) => (
          <ListItemButton key={s.to} component={Link} to={s.to}>
            <ListItemText primary={s.label} secondary={s.hint} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
