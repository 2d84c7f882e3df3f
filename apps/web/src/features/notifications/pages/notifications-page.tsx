import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Notification } from '@tend/contracts/notifications.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useLiveNotifications } from '../api/live-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotificationsList } from '../api/notifications';
import { filterNotifications, notificationTypes, typeLabel, type ReadFilter } from '../notification-filters';

export default function NotificationsPage() {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const [read, setRead] = useState<ReadFilter>('all');
  const [type, setType] = useState('all');
  useLiveNotifications();
  const list = useNotificationsList({ limit: 200 });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const all = list.data?.notifications ?? [];
  const shown = filterNotifications(all, read, type);
  const types = notificationTypes(all);

  async function open(item: Notification) {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) await navigate(item.link);
  }

  return (
    <PageFrame
      title="Notifications"
      description="Updates about your notes, messages and account."
      actions={
        <Button variant="outlined" disabled={!list.data?.unread_count} onClick={() => markAll.mutate()}>
          Mark all as read
        </Button>
      }
    >
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={read} onChange={(_, value: ReadFilter | null) => value && setRead(value)} aria-label="Read filter">
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread{list.data?.unread_count ? ` (${list.data.unread_count})` : ''}</ToggleButton>
        </ToggleButtonGroup>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="notification-type-label">Type</InputLabel>
          <Select labelId="notification-type-label" label="Type" value={type} onChange={(event) => setType(event.target.value)}>
            <MenuItem value="all">All types</MenuItem>
            {types.map((value) => (
              <MenuItem key={value} value={value}>
                {typeLabel(value)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <Alert severity="error">{messageOf(list.error)}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState title="No notifications">
          {all.length
            ? 'Nothing matches these filters.'
            : 'When a note is generated or a client sends you a message, it appears here and on the bell in the top bar.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List aria-label="Notifications">
            {shown.map((item) => (
              <li key={item.id} style={{ listStyle: 'none' }}>
                <ListItemButton onClick={() => void open(item)} sx={{ gap: 2 }}>
                  <ListItemText
                    primary={item.title}
                    secondary={`${item.message} · ${formatDateTime(item.timestamp, timeZone)}`}
                    slotProps={{ primary: { sx: { fontWeight: item.read ? 400 : 600 } } }}
                  />
                  <Chip size="small" label={typeLabel(item.type)} />
                  {!item.read && <Chip size="small" color="primary" label="Unread" />}
                </ListItemButton>
              </li>
            ))}
          </List>
        </Paper>
      )}
    </PageFrame>
  );
}
