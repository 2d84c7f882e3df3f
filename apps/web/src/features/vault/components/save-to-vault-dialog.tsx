import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { isApiError } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { useSaveToVault, useVaultFolders } from '../api/vault';
import { parseTags, type PseudonymRow, type Turn } from '../vault-logic';
import { newFolderValue, saveToVaultFormSchema, type SaveToVaultFields, type SaveToVaultValues } from './save-to-vault-form';

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
  const form = useForm<SaveToVaultFields, unknown, SaveToVaultValues>({
    resolver: zodResolver(saveToVaultFormSchema),
    defaultValues: {
      title: '',
      folder: 'General',
      newFolder: '',
      tagText: '',
      deidentify: initialDeidentify,
      // Copies: editing the rows leaves the caller's proposal as it was.
      pseudonyms: initialPseudonyms.length > 0 ? initialPseudonyms.map((row) => ({ ...row })) : [blankRow],
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'pseudonyms' });
  const [folder, tagText, deidentify] = useWatch({ control: form.control, name: ['folder', 'tagText', 'deidentify'] });
  const tags = parseTags(tagText);
  const names = folders.data?.map((item) => item.name) ?? [...defaultVaultFolders];

  function store(values: SaveToVaultValues) {
    if (!user) {
      toast('User ID missing. Please log in again.', 'error');
      return;
    }
    save.mutate(
      { text, user_id: user.uuid, surrounding_turns: surroundingTurns, ...values },
      {
        onSuccess: () => {
          toast('Saved to Vault!', 'success');
          onSaved?.();
          onClose();
        },
        onError: (error) => toast(isApiError(error) && error.kind === 'http' ? 'Failed to save idea.' : 'Error saving idea.', 'error'),
      },
    );
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
          <TextField label="Title (optional)" {...fieldProps(form, 'title')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <Controller
            control={form.control}
            name="folder"
            render={({ field: { ref, onChange, ...field } }) => (
              <TextField
                select
                label="Folder"
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  onChange(event);
                  // Another choice drops the new folder's complaint.
                  form.clearErrors('newFolder');
                }}
              >
                {names.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
                <MenuItem value={newFolderValue}>New folder…</MenuItem>
              </TextField>
            )}
          />
          {folder === newFolderValue && (
            <TextField label="New folder name" autoFocus {...fieldProps(form, 'newFolder', { hint: ' ' })} slotProps={{ htmlInput: { maxLength: 80 } }} />
          )}
          <TextField label="Tags" {...fieldProps(form, 'tagText', { hint: 'Separate tags with commas' })} />
          {tags.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Tags to save">
              {tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Stack>
          )}
          <Controller
            control={form.control}
            name="deidentify"
            render={({ field: { ref: _ref, value, ...field } }) => (
              <FormControlLabel control={<Switch {...field} checked={value} />} label="De-identify before saving" />
            )}
          />
          {deidentify && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                Names, dates and contact details are replaced before anything is stored. Choose the pseudonym for each name you want replaced.
              </Typography>
              {rows.fields.map((row, index) => (
                <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField size="small" label="Original" {...fieldProps(form, `pseudonyms.${index}.original`)} />
                  <TextField size="small" label="Pseudonym" {...fieldProps(form, `pseudonyms.${index}.replacement`)} />
                  <IconButton aria-label={`Remove pseudonym ${index + 1}`} onClick={() => rows.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              ))}
              <Box>
                <Button size="small" startIcon={<AddIcon />} onClick={() => rows.append(blankRow)}>
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
        <Button variant="contained" disabled={save.isPending || !text.trim()} onClick={(event) => void form.handleSubmit(store)(event)}>
          Save to Vault
        </Button>
      </DialogActions>
    </Dialog>
  );
}
