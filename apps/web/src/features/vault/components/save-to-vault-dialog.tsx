import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultVaultFolders } from '@tend/contracts/vault.contract';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session/me-query';
import { toast } from '../../../lib/toast';
import { useSaveToVault, useVaultFolders } from '../api/vault';
import { completePseudonyms, folderNameError, parseTags, type PseudonymRow, type Turn } from '../vault-logic';

const newFolderValue = '__new__';

export interface SaveToVaultDialogProps {
  /** The highlighted text, or the selected messages joined. */
  text: string;
  /** Up to the 2 messages before plus the message itself, or the selected messages (spec 3). */
  surroundingTurns: Turn[];
  /** Called after every close: saved or cancelled. */
  onClose: () => void;
  /** Called once the entry is stored, before onClose (so a caller can tell a save from a cancel). */
  onSaved?: () => void;
  /** De-identification starts on (the assistant offered to de-identify). */
  initialDeidentify?: boolean;
  /** Pseudonym rows to start with (the assistant's proposal); the user may edit every one. */
  initialPseudonyms?: readonly PseudonymRow[];
}

const blankRow: PseudonymRow = { original: '', replacement: '' };

/** Spec 2.7/3/5/8: save an excerpt into a vault folder with a title, tags and optional de-identification. */
export function SaveToVaultDialog({ text, surroundingTurns, onClose, onSaved, initialDeidentify = false, initialPseudonyms = [] }: SaveToVaultDialogProps) {
  const user = useCurrentUser();
  const folders = useVaultFolders();
  const save = useSaveToVault();
  const [title, setTitle] = useState('');
  const [folder, setFolder] = useState<string>('General');
  const [newFolder, setNewFolder] = useState('');
  const [folderError, setFolderError] = useState<string | null>(null);
  const [tagText, setTagText] = useState('');
  const [deidentify, setDeidentify] = useState(initialDeidentify);
  const [rows, setRows] = useState<PseudonymRow[]>(() => (initialPseudonyms.length > 0 ? initialPseudonyms.map((row) => ({ ...row })) : [blankRow]));
  const tags = parseTags(tagText);
  const names = folders.data?.map((item) => item.name) ?? [...defaultVaultFolders];

  async function submit() {
    const creating = folder === newFolderValue;
    if (creating) {
      const error = folderNameError(newFolder);
      setFolderError(error);
      if (error) return;
    }
    if (!user) {
      toast('User ID missing. Please log in again.', 'error');
      return;
    }
    try {
      await save.mutateAsync({
        text,
        user_id: user.uuid,
        title: title.trim() || null,
        tags: tags.length ? tags : null,
        folder: creating ? newFolder.trim() : folder,
        surrounding_turns: surroundingTurns,
        ...(deidentify ? { deidentify: { pseudonyms: completePseudonyms(rows) } } : {}),
      });
      toast('Saved to Vault!', 'success');
      onSaved?.();
      onClose();
    } catch (error) {
      toast(isApiError(error) && error.kind === 'http' ? 'Failed to save idea.' : 'Error saving idea.', 'error');
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="save-to-vault-title">
      <DialogTitle id="save-to-vault-title">Save to Vault</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 160, overflow: 'auto' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </Typography>
          </Box>
          <TextField label="Title (optional)" value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField
            select
            label="Folder"
            value={folder}
            onChange={(event) => {
              setFolder(event.target.value);
              setFolderError(null);
            }}
          >
            {names.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
            <MenuItem value={newFolderValue}>New folder…</MenuItem>
          </TextField>
          {folder === newFolderValue && (
            <TextField
              label="New folder name"
              value={newFolder}
              autoFocus
              error={!!folderError}
              helperText={folderError ?? ' '}
              onChange={(event) => {
                setNewFolder(event.target.value);
                if (folderError) setFolderError(folderNameError(event.target.value));
              }}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          )}
          <TextField label="Tags" helperText="Separate tags with commas" value={tagText} onChange={(event) => setTagText(event.target.value)} />
          {tags.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Tags to save">
              {tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Stack>
          )}
          <FormControlLabel control={<Switch checked={deidentify} onChange={(event) => setDeidentify(event.target.checked)} />} label="De-identify before saving" />
          {deidentify && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                Names, dates and contact details are replaced before anything is stored. Choose the pseudonym for each name you want replaced.
              </Typography>
              {rows.map((row, index) => (
                <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label="Original"
                    value={row.original}
                    onChange={(event) => setRows(rows.map((item, i) => (i === index ? { ...item, original: event.target.value } : item)))}
                  />
                  <TextField
                    size="small"
                    label="Pseudonym"
                    value={row.replacement}
                    onChange={(event) => setRows(rows.map((item, i) => (i === index ? { ...item, replacement: event.target.value } : item)))}
                  />
                  <IconButton aria-label={`Remove pseudonym ${index + 1}`} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              <Box>
                <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, blankRow])}>
                  Add pseudonym
                </Button>
              </Box>
            </Stack>
          )}
          {folders.isError && <Alert severity="warning">Could not load your folders; the default folders are offered.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={save.isPending || !text.trim()} onClick={() => void submit()}>
          Save to Vault
        </Button>
      </DialogActions>
    </Dialog>
  );
}
