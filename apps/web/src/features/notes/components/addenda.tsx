import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { messageOf } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { addAddendum } from '../api/note-calls';

/** A signed note is locked: later changes are addenda, kept with author and time. */
export function Addenda({ note }: { note: NoteDetail }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signed = note.status === 'approved';

  const submit = async () => {
    if (!text.trim()) {
      setError('Addendum is empty');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addAddendum(note.id, text.trim());
      setText('');
      toast('Addendum added.', 'success');
      await queryClient.invalidateQueries({ queryKey: ['notes', 'detail', note.id] });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="addenda-title" sx={{ p: 3, mt: 3 }}>
      <Typography id="addenda-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Addenda
      </Typography>
      {note.addenda.length === 0 ? (
        <Typography color="text.secondary">No addenda.</Typography>
      ) : (
        <List dense aria-label="Addenda">
          {note.addenda.map((a) => (
            <ListItem key={a.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={<span style={{ whiteSpace: 'pre-wrap' }}>{a.text}</span>}
                secondary={`${a.author_name}, ${new Date(a.created_at).toLocaleString()}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {signed ? (
        <>
          <TextField
            label="Add an addendum"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => void submit()} disabled={busy}>
            {busy ? 'Adding…' : 'Add addendum'}
          </Button>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Addenda can be added once the note is signed.
        </Typography>
      )}
    </Paper>
  );
}
