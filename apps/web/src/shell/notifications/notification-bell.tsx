import { useState } from 'react';
import { useNavigate } from 'react-router';
import MailOutline from '@mui/icons-material/EmailOutlined';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { isClientLike } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { pollsMessages, useUnreadClientMessages } from '../api/get-clients-with-messages';
import { bellMessageEntries, withoutMessageNotifications, type BellMessageEntry } from './bell-messages';
import { bellSummary, type BellNotification } from './bell-summary';
import { useLiveMessages } from '@/features/messages';
import { usePushAutoSubscribe } from '@/features/push/use-push';
import { useLiveNotifications } from '@/features/notifications/api/live-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationsList } from '@/features/notifications/api/notifications';

/** Spec 2.8 and 4: the bell, its badge and a 320 px panel of at most 5 unread items. */
export function NotificationBell({ user }: { user: User }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveNotifications();
  usePushAutoSubscribe();
  const list = useNotificationsList({ limit: 50, unread: true });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  // Live secure-message events refresh the unread count at once; the 30 s poll is the fallback.
  useLiveMessages();
  const polling = pollsMessages(user);
  const unreadMessages = useUnreadClientMessages(polling);
  const messageEntries = polling ? bellMessageEntries(unreadMessages.entries, isClientLike(user)) : [];
  // While messages are counted on their own, their per-message notifications are not counted again.
  const notifications = polling
    ? withoutMessageNotifications(list.data?.notifications ?? [], list.data?.unread_count)
    : { notifications: list.data?.notifications ?? [], unreadTotal: list.data?.unread_count };
  const summary = bellSummary(notifications.notifications, polling ? unreadMessages.count : 0, notifications.unreadTotal);

  async function openItem(item: BellNotification) {
    markRead.mutate(item.id);
    setAnchor(null);
    if (item.link) await navigate(item.link);
  }

  async function openMessages(entry: BellMessageEntry) {
    setAnchor(null);
    await navigate(entry.link);
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
        {messageEntries.length > 0 && (
          <List dense aria-label="Unread messages">
            {messageEntries.map((entry) => (
              <li key={entry.id} style={{ listStyle: 'none' }}>
                <ListItemButton onClick={() => void openMessages(entry)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <MailOutline fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={entry.title} secondary={entry.message} />
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {summary.shown.length === 0 ? (
          messageEntries.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              You are all caught up.
            </Typography>
          )
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
