import { useState } from 'react';
import { useNavigate } from 'react-router';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { actingRole } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { useUnreadClientMessages } from '../api/get-clients-with-messages';
import { bellSummary, type BellNotification } from './bell-summary';
import { usePushAutoSubscribe } from '@/features/push/use-push';
import { useLiveNotifications } from '@/features/notifications/api/live-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationsList } from '@/features/notifications/api/notifications';

/** Spec 6: unread-message polling for therapists, admins and demo users. */
function pollsMessages(user: User): boolean {
  const role = actingRole(user);
  return user.role === 'demo' || role === 'therapist' || role === 'admin';
}

/** Spec 2.8 and 4: the bell, its badge and a 320 px panel of at most 5 unread items. */
export function NotificationBell({ user }: { user: User }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveNotifications();
  usePushAutoSubscribe();
  const list = useNotificationsList({ limit: 50, unread: true });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unreadMessages = useUnreadClientMessages(pollsMessages(user));
  const summary = bellSummary(list.data?.notifications ?? [], unreadMessages.data ?? 0, list.data?.unread_count);

  async function openItem(item: BellNotification) {
    markRead.mutate(item.id);
    setAnchor(null);
    if (item.link) await navigate(item.link);
  }

  return (
    <>
      <IconButton
        aria-label={summary.badge ? `Notifications, ${summary.badge} unread` : 'Notifications'}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        {summary.badge > 0 ? (
          <Badge badgeContent={summary.badge} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxHeight: 400 }, role: 'dialog', 'aria-label': 'Notifications' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={summary.shown.length === 0} onClick={() => markAll.mutate()}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        {summary.shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {unreadMessages.data ? `${unreadMessages.data} unread client messages.` : 'You are all caught up.'}
          </Typography>
        ) : (
          <List dense>
            {summary.shown.map((item) => (
              <li key={item.id} style={{ listStyle: 'none' }}>
                <ListItemButton onClick={() => void openItem(item)}>
                  <ListItemText primary={item.title} secondary={item.message} />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {summary.more > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            +{summary.more} more notifications
          </Typography>
        )}
        <Divider />
        <Button
          fullWidth
          onClick={() => {
            setAnchor(null);
            void navigate('/notifications');
          }}
        >
          View all notifications
        </Button>
      </Popover>
    </>
  );
}
