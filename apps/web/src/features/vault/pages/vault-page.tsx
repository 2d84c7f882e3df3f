import { useState } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import FolderIcon from '@mui/icons-material/Folder';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { messageOf } from '@/lib/api-error';
import { useVaultFolders } from '../api/vault';
import { searchFolders } from '../vault-logic';

export default function VaultPage() {
  const [search, setSearch] = useState('');
  const folders = useVaultFolders();
  const shown = searchFolders(folders.data ?? [], search);
  const total = (folders.data ?? []).reduce((sum, folder) => sum + folder.count, 0);

  return (
    <PageFrame title="Idea Vault" description="Excerpts from your conversations with the assistant, saved into folders with tags.">
      <TextField
        label="Search folders"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {folders.isPending ? (
        <PageLoading />
      ) : folders.isError ? (
        <Alert severity="error">{messageOf(folders.error)}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState title="No folders match">Try another name.</EmptyState>
      ) : (
        <>
          {total === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Your vault is empty. Highlight text in an assistant conversation and choose Save to Vault to keep it here.
            </Alert>
          )}
          <Box
            component="ul"
            aria-label="Vault folders"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
          >
            {shown.map((folder) => (
              <li key={folder.id}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLinkBase} to={`/vault/${folder.id}`} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <FolderIcon color={folder.is_default ? 'action' : 'primary'} />
                      <Typography sx={{ flex: 1, fontWeight: 500 }}>{folder.name}</Typography>
                      <Chip size="small" label={folder.count} aria-label={`${folder.count} ${folder.count === 1 ? 'idea' : 'ideas'}`} />
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </>
      )}
    </PageFrame>
  );
}
