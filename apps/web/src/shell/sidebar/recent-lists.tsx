import type { ReactNode } from 'react';
import { Link as RouterLinkBase, useMatch } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useRecentClients } from '../api/get-recent-clients';
import { ConversationList } from '@/features/conversations/components/conversation-list';
import { useHighlightedNote } from '@/lib/new-note-highlight';
import { useRecentNotes } from '../api/get-recent-notes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <List dense aria-label={title} subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '2.25rem' }}>{title}</ListSubheader>}>
      {children}
    </List>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <li style={{ listStyle: 'none' }}>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
        {text}
      </Typography>
    </li>
  );
}

function Row({ to, primary, secondary, highlighted = false }: { to: string; primary: string; secondary?: string; highlighted?: boolean }) {
  return (
    <li style={{ listStyle: 'none' }}>
      <ListItemButton
        component={RouterLinkBase}
        to={to}
        aria-current={highlighted ? 'true' : undefined}
        sx={{ borderRadius: 2, mx: 0.5, transition: 'background-color 300ms', ...(highlighted ? { bgcolor: 'action.selected' } : {}) }}
      >
        <ListItemText primary={primary} secondary={secondary} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
      </ListItemButton>
    </li>
  );
}

/** Spec 2.8: conversations list, Recent Notes and Recent Clients in the expanded sidebar. */
export function RecentLists({ userUuid }: { userUuid: string }) {
  const timeZone = useTimeZone();
  const day = (value: string | null | undefined) => (value ? formatDate(value, timeZone) : undefined);
  const activeConversation = useMatch('/conversations/:id')?.params.id;
  const notes = useRecentNotes(userUuid, true);
  // Spec 4: a note that just arrived is highlighted for 3 s.
  const highlighted = useHighlightedNote();
  const clients = useRecentClients(userUuid, true);
  return (
    <>
      <ConversationList
        userId={userUuid}
        activeId={activeConversation}
        subheader={<ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '2.25rem' }}>Conversations</ListSubheader>}
      />
      <Section title="Recent Notes">
        {notes.data?.length ? (
          notes.data
            .slice(0, 5)
            .map((n) => <Row key={n.id} to={`/notes/${n.id}`} primary={n.title} secondary={day(n.date)} highlighted={n.id === highlighted} />)
        ) : (
          <Empty text={notes.isPending ? 'Loading…' : 'No recent notes'} />
        )}
      </Section>
      <Section title="Recent Clients">
        {clients.data && !clients.data.ok ? (
          <Empty text="⚠️ Unable to load recent clients" />
        ) : clients.data?.clients.length ? (
          clients.data.clients
            .slice(0, 5)
            .map((c) => (
              <Row key={c.id} to={`/clients/${c.id}`} primary={c.name} secondary={c.lastSession ? `Last session ${day(c.lastSession)}` : undefined} />
            ))
        ) : (
          <Empty text={clients.isPending ? 'Loading…' : 'No recent clients'} />
        )}
      </Section>
    </>
  );
}
