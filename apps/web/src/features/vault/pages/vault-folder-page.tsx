import { useState } from 'react';
import { useParams } from 'react-router';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useVaultEntries, useVaultFolders } from '../api/vault';
import { VaultEntryCard } from '../components/vault-entry-card';

export default function VaultFolderPage() {
  const { folderId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 500);
  const folders = useVaultFolders();
  const entries = useVaultEntries(folderId, { search: debounced || undefined, tag: tag ?? undefined });
  const folder = entries.data?.folder ?? folders.data?.find((item) => item.id === folderId);
  const list = entries.data?.entries ?? [];

  return (
    <PageFrame
      title={folder?.name ?? 'Vault Folder'}
      description="The ideas saved in this folder of your vault."
      actions={<RouterLink to="/vault">All folders</RouterLink>}
    >
      <Stack direction="row" sx={{ gap: 2, mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Search ideas"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ width: { xs: '100%', sm: 360 } }}
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
        {tag && <Chip label={`Tag: ${tag}`} onDelete={() => setTag(null)} color="primary" />}
      </Stack>
      {entries.isPending ? (
        <PageLoading />
      ) : entries.isError ? (
        <Alert severity="error">{messageOf(entries.error)}</Alert>
      ) : list.length === 0 ? (
        <EmptyState title={debounced || tag ? 'No ideas match' : 'No ideas in this folder yet'}>
          {debounced || tag
            ? 'Try another search or tag.'
            : 'Ideas saved into this folder, with their tags and the conversation they came from, will be listed here.'}
        </EmptyState>
      ) : (
        <Stack spacing={2}>
          {list.map((entry) => (
            <VaultEntryCard key={entry.id} entry={entry} folders={folders.data ?? []} onTag={setTag} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
