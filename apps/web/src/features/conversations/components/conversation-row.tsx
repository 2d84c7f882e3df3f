import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link as RouterLinkBase, useNavigate } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { Conversation } from '@tend/contracts/conversations.contract';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useRenameConversation } from '../api/rename-conversation';
import { displayTitle, titleToSave } from '../logic/title';

interface ConversationRowProps {
  conversation: Pick<Conversation, 'id' | 'title' | 'last_updated' | 'created_at'>;
  active?: boolean;
  dense?: boolean;
  /** Query string kept on the link (the conversations page keeps its search there). */
  search?: string;
}

/**
 * A single click opens the conversation after this long, so that the first click of a double
 * click (rename) does not navigate away and take the row with it.
 */
const openDelayMs = 250;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One conversation: opens /conversations/{id}. Spec 4: a double click (or F2) edits the title;
 * Enter or leaving the field saves a non-empty trimmed title; Escape cancels.
 */
export function ConversationRow({ conversation, active = false, dense = false, search }: ConversationRowProps) {
  const timeZone = useTimeZone();
  const rename = useRenameConversation();
  const navigate = useNavigate();
  const to = { pathname: `/conversations/${conversation.id}`, search };
  const opening = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(opening.current), []);

  const onClick = (event: MouseEvent) => {
    // Keyboard activation (detail 0) opens at once; modified clicks are the browser's (new tab…).
    if (event.detail === 0 || !plainClick(event)) return;
    event.preventDefault();
    clearTimeout(opening.current);
    if (event.detail === 1) opening.current = setTimeout(() => void navigate(to), openDelayMs);
  };
  const [editing, setEditing] = useState(false);
  // Enter and the blur that follows must not save twice.
  const open = useRef(false);
  const [draft, setDraft] = useState('');
  // Shown until the lists refetch with the new title.
  const [saved, setSaved] = useState<string | null>(null);
  const title = displayTitle(saved ?? conversation.title);

  const startEditing = () => {
    clearTimeout(opening.current);
    setDraft(title);
    open.current = true;
    setEditing(true);
  };

  const finish = (save: boolean) => {
    if (!open.current) return;
    open.current = false;
    setEditing(false);
    const next = save ? titleToSave(draft, title) : null;
    if (!next) return;
    setSaved(next);
    rename.mutate({ id: conversation.id, title: next }, { onError: () => setSaved(null), onSettled: () => setSaved(null) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  if (editing) {
    return (
      <ListItem sx={{ px: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true)}
          slotProps={{ htmlInput: { 'aria-label': 'Conversation title', maxLength: 200 } }}
        />
      </ListItem>
    );
  }

  return (
    <ListItem disablePadding data-conversation-id={conversation.id}>
      <ListItemButton
        component={RouterLinkBase}
        to={to}
        onClick={onClick}
        selected={active}
        aria-current={active ? 'page' : undefined}
        title="Double-click to rename"
        onDoubleClick={(event) => {
          event.preventDefault();
          startEditing();
        }}
        onKeyDown={(event) => {
          if (event.key === 'F2') startEditing();
        }}
        sx={{ borderRadius: 2, mx: 0.5 }}
        dense={dense}
      >
        <ListItemText
          primary={title}
          secondary={formatDateTime(conversation.last_updated ?? conversation.created_at, timeZone)}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
