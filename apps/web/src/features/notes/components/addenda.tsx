import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addAddendumRequestSchema, type NoteDetail } from '@tend/contracts/notes.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useAddAddendum, type AddAddendumFields, type AddAddendumRequest } from '../api/add-addendum';

/** A signed note is locked: later changes are addenda, kept with author and time. */
export function Addenda({ note }: { note: NoteDetail }) {
  const timeZone = useTimeZone();
  const addendum = useAddAddendum(note.id);
  const form = useForm<AddAddendumFields, unknown, AddAddendumRequest>({ resolver: zodResolver(addAddendumRequestSchema), defaultValues: { text: '' } });
  const failure = addendum.error && messageOf(addendum.error);
  const signed = note.status === 'approved';

  const submit = form.handleSubmit((values) => addendum.mutate(values, { onSuccess: () => form.reset() }));

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
                secondary={`${a.author_name}, ${formatDateTime(a.created_at, timeZone)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {signed ? (
        <>
          <TextField
            label="Add an addendum"
            // Typing again clears the last refusal.
            {...fieldProps(form, 'text', { onChange: () => addendum.reset() })}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <Button variant="outlined" sx={{ mt: 1 }} onClick={(event) => void submit(event)} disabled={addendum.isPending}>
            {addendum.isPending ? 'Adding…' : 'Add addendum'}
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
