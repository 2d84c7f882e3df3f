import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { VaultEntry, VaultFolder } from '@tend/contracts/vault.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useDeleteVaultEntry, useUpdateVaultEntry } from '../api/vault';
import { parseTags } from '../vault-logic';

interface Props {
  entry: VaultEntry;
  folders: VaultFolder[];
  onTag: (tag: string) => void;
}

/** One saved idea: text, tags, the conversation around it; edit title and tags, move, delete. */
export function VaultEntryCard({ entry, folders, onTag }: Props) {
  const timeZone = useTimeZone();
  const update = useUpdateVaultEntry();
  const remove = useDeleteVaultEntry();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [title, setTitle] = useState(entry.title ?? '');
  const [tagText, setTagText] = useState(entry.tags.join(', '));
  const [target, setTarget] = useState(entry.folder_id);
  const heading = entry.title || entry.text.slice(0, 60);

  async function run(action: () => Promise<unknown>, done: string, close: () => void) {
    try {
      await action();
      toast(done, 'success');
      close();
    } catch (error) {
      toast(messageOf(error), 'error');
    }
  }

  return (
    <Card variant="outlined" component="article" aria-label={heading}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.created_at, timeZone)}
            {entry.deidentified ? ' · De-identified' : ''}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{entry.text}</Typography>
        {entry.tags.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {entry.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} onClick={() => onTag(tag)} />
            ))}
          </Stack>
        )}
        {entry.surrounding_turns.length > 0 && (
          <Accordion disableGutters elevation={0} sx={{ mt: 1, '&:before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="body2">Conversation ({entry.surrounding_turns.length} messages)</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1}>
                {entry.surrounding_turns.map((turn, index) => (
                  <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    <strong>{turn.role === 'user' ? 'You' : 'Assistant'}:</strong> {turn.content}
                  </Typography>
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button size="small" onClick={() => setMoving(true)}>
          Move
        </Button>
        <Button size="small" color="error" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </CardActions>

      <Dialog open={editing} onClose={() => setEditing(false)} fullWidth maxWidth="sm">
        <DialogTitle>Edit idea</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField label="Tags" helperText="Separate tags with commas" value={tagText} onChange={(event) => setTagText(event.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={update.isPending}
            onClick={() =>
              void run(
                () => update.mutateAsync({ id: entry.id, title: title.trim() || null, tags: parseTags(tagText) }),
                'Idea updated',
                () => setEditing(false),
              )
            }
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={moving} onClose={() => setMoving(false)} fullWidth maxWidth="xs">
        <DialogTitle>Move idea</DialogTitle>
        <DialogContent>
          <TextField select fullWidth label="Folder" value={target} onChange={(event) => setTarget(event.target.value)} sx={{ mt: 1 }}>
            {folders.map((folder) => (
              <MenuItem key={folder.id} value={folder.id}>
                {folder.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMoving(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={update.isPending || target === entry.folder_id}
            onClick={() =>
              void run(
                () => update.mutateAsync({ id: entry.id, folder_id: target }),
                'Idea moved',
                () => setMoving(false),
              )
            }
          >
            Move
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={deleting} onClose={() => setDeleting(false)}>
        <DialogTitle>Delete this idea?</DialogTitle>
        <DialogContent>
          <DialogContentText>It is removed from your vault for good.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              void run(
                () => remove.mutateAsync(entry.id),
                'Idea deleted',
                () => setDeleting(false),
              )
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
