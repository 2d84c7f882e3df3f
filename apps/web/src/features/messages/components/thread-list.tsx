import { useState } from 'react';
import Search from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageThread } from '@tend/contracts/messaging.contract';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { filterThreads, formatMessageTime } from './message-time';

interface ThreadListProps {
  threads: readonly MessageThread[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** What a thread's second line says (practice: last activity; portal: the clinician). */
  secondary?: (thread: MessageThread) => string;
  searchable?: boolean;
}

/** The threads, unread ones badged, with a search by name. */
export function ThreadList({ threads, selectedId, onSelect, secondary, searchable = true }: ThreadListProps) {
  const [search, setSearch] = useState('');
  const timeZone = useTimeZone();
  const now = new Date();
  const shown = filterThreads(threads, search);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      {searchable && (
        <Box sx={{ p: 1 }}>
          <TextField
            size="small"
            fullWidth
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name"
            slotProps={{
              htmlInput: { 'aria-label': 'Search threads by name' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      )}
      {shown.length === 0 && search && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No thread matches “{search}”.
        </Typography>
      )}
      <List dense sx={{ overflowY: 'auto', flex: 1, py: 0 }} aria-label="Threads">
        {shown.map((t) => {
          const when = t.last_message_at ? formatMessageTime(t.last_message_at, now, timeZone) : 'No messages yet';
          return (
            <li key={t.id} style={{ listStyle: 'none' }}>
              <ListItemButton
                selected={t.id === selectedId}
                onClick={() => onSelect(t.id)}
                sx={{ minHeight: 56 }}
                aria-current={t.id === selectedId ? 'true' : undefined}
              >
                <ListItemText
                  primary={t.name}
                  secondary={secondary ? secondary(t) : when}
                  slotProps={{ primary: { sx: { fontWeight: t.unread_count > 0 ? 700 : 400 }, noWrap: true }, secondary: { noWrap: true } }}
                />
                {t.unread_count > 0 && (
                  <Badge badgeContent={t.unread_count} color="error" max={99} sx={{ mr: 1.5 }} aria-label={`${t.unread_count} unread`}>
                    <span />
                  </Badge>
                )}
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
