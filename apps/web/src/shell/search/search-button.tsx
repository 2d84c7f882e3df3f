import { useEffect, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { SearchDialog } from './search-dialog';

/** Opens the search box by click or Ctrl/Cmd+K. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<SearchIcon />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider', color: 'text.secondary', minWidth: 220, justifyContent: 'flex-start' }}
      >
        Search
        <Box component="kbd" aria-hidden sx={{ ml: 'auto', pl: 2, fontSize: 12, fontFamily: 'inherit' }}>
          {mac ? '⌘K' : 'Ctrl+K'}
        </Box>
      </Button>
      <IconButton
        aria-label="Search"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
