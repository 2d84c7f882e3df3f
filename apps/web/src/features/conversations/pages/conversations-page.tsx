import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/lib/session/me-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AssistantPanel } from '@/features/assistant';
import { useAllConversations } from '../api/search-conversations';
import { ConversationRow } from '../components/conversation-row';

/** Spec 9: search waits 500 ms after the last keystroke. */
const searchDebounceMs = 500;

/** /conversations and /conversations/{id}: every conversation, searchable; opening one moves the assistant to it. */
export default function ConversationsPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  const navigate = useNavigate();
  // The search lives in the URL (?search=) so it survives opening a conversation and a reload.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const debounced = useDebouncedValue(search, searchDebounceMs);
  const conversations = useAllConversations(user?.uuid ?? '', debounced);
  const query = debounced.trim() ? `?${new URLSearchParams({ search: debounced.trim() })}` : '';

  useEffect(() => {
    const term = debounced.trim();
    if ((params.get('search') ?? '') === term) return;
    setParams(term ? { search: term } : {}, { replace: true });
  }, [debounced, params, setParams]);

  return (
    <PageFrame title="Conversations" description="Your conversations with the assistant. Open one to continue it; double-click a title to rename it.">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <TextField
            fullWidth
            size="small"
            type="search"
            label="Search conversations"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ maxHeight: { md: 'calc(100vh - 300px)' }, overflowY: 'auto', mt: 1 }}>
            {conversations.isPending ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                Loading…
              </Typography>
            ) : conversations.isError ? (
              <Alert severity="error">{conversations.error.message}</Alert>
            ) : conversations.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {debounced.trim() ? 'No conversations match your search.' : 'No conversations yet.'}
              </Typography>
            ) : (
              <List aria-label="All conversations" sx={{ opacity: conversations.isPlaceholderData ? 0.6 : 1 }}>
                {conversations.data.map((c) => (
                  <ConversationRow key={c.id} conversation={c} active={c.id === id} search={query} />
                ))}
              </List>
            )}
          </Box>
        </Paper>
        <AssistantPanel conversationId={id} onConversationChange={(next) => void navigate({ pathname: `/conversations/${next}`, search: query })} />
      </Box>
    </PageFrame>
  );
}
