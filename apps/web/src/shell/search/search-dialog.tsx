import { useState } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SearchResult } from '@tend/contracts/search.contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearch } from '../api/search';

/** Spec 9: search debounce 500 ms. */
export const searchDebounceMs = 500;

const kindLabel: Record<SearchResult['kind'], string> = { client: 'Client', note: 'Note', conversation: 'Conversation' };

/** Spec 2.8 search box: Escape or an outside click closes it; 'No results found' when empty. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, searchDebounceMs);
  const blank = text.trim() === '';
  const results = useSearch(blank ? '' : debounced);
  const settled = !blank && debounced === text && results.isSuccess && !results.isPlaceholderData;

  function close() {
    setText('');
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Search', sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <Box sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label="Search clients, notes and conversations"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { 'aria-controls': 'search-results', maxLength: 100 } }}
        />
      </Box>
      <Box id="search-results" aria-live="polite" sx={{ px: 1, pb: 1, minHeight: 56 }}>
        {blank ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 1 }}>
            Type to search your own clients, notes and conversations.
          </Typography>
        ) : results.isError ? (
          <Alert severity="error" sx={{ mx: 1 }}>
            {results.error.message}
          </Alert>
        ) : settled && results.data.results.length === 0 ? (
          <Typography sx={{ px: 2, pb: 1 }}>No results found</Typography>
        ) : results.data && !blank ? (
          <List aria-label="Search results" dense>
            {results.data.results.map((result) => (
              <li key={`${result.kind}-${result.id}`} style={{ listStyle: 'none' }}>
                <ListItemButton component={RouterLinkBase} to={result.link} onClick={close} sx={{ borderRadius: 2 }}>
                  <ListItemText primary={result.title} secondary={result.subtitle} />
                  <Chip size="small" label={kindLabel[result.kind]} variant="outlined" />
                </ListItemButton>
              </li>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ px: 2, pb: 1 }}>
            Searching…
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
