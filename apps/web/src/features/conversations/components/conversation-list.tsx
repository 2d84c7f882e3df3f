import type { ReactNode } from 'react';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useRecentConversations } from '../api/get-recent-conversations';
import { ConversationRow } from './conversation-row';

interface ConversationListProps {
  userId: string;
  /** The conversation open now, highlighted. */
  activeId?: string;
  /** How many to show (default 5). */
  limit?: number;
  subheader?: ReactNode;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography component="li" variant="caption" color="text.secondary" sx={{ px: 2, display: 'block', listStyle: 'none' }}>
      {children}
    </Typography>
  );
}

/** Spec 2.8: the sidebar's conversations list (recent first); double click renames. */
export function ConversationList({ userId, activeId, limit = 5, subheader }: ConversationListProps) {
  const conversations = useRecentConversations(userId);
  return (
    <List dense aria-label="Conversations" subheader={subheader}>
      {conversations.isPending ? (
        <Note>Loading…</Note>
      ) : conversations.isError ? (
        <Note>Unable to load conversations</Note>
      ) : conversations.data.length === 0 ? (
        <Note>No conversations yet</Note>
      ) : (
        conversations.data.slice(0, limit).map((c) => <ConversationRow key={c.id} conversation={c} active={c.id === activeId} dense />)
      )}
    </List>
  );
}
