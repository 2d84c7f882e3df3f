import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { moodLabels, type MoodEntry } from '@tend/contracts/measures.contract';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useAddMoodEntry } from '../api/add-mood-entry';

const moods = [1, 2, 3, 4, 5] as const;

/** A simple mood log: how today feels (1–5) with an optional note, and the recent entries. */
export function MoodLog({ clientId, entries, readOnly = false }: { clientId: string; entries: MoodEntry[]; readOnly?: boolean }) {
  const timeZone = useTimeZone();
  const add = useAddMoodEntry();
  const [mood, setMood] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const recent = [...entries].reverse().slice(0, 10);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mood === null) return;
    add.mutate(
      { client_id: clientId, mood, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setMood(null);
          setNote('');
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="mood-log-title">
      <Typography id="mood-log-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Mood log
      </Typography>
      {!readOnly && (
        <Stack component="form" onSubmit={onSubmit} spacing={1} sx={{ mb: 2 }}>
          <Typography id="mood-question" variant="body2">
            How is your mood today?
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mood}
            onChange={(_, value: number | null) => setMood(value)}
            aria-labelledby="mood-question"
            sx={{ flexWrap: 'wrap' }}
          >
            {moods.map((m) => (
              <ToggleButton key={m} value={m} aria-label={`${m} — ${moodLabels[m]}`}>
                {m} · {moodLabels[m]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            label="Note (optional)"
            size="small"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {add.isError && <Alert severity="error">{messageOf(add.error)}</Alert>}
          <div>
            <Button type="submit" variant="outlined" disabled={mood === null} loading={add.isPending}>
              Save mood
            </Button>
          </div>
        </Stack>
      )}
      {recent.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {readOnly ? 'No mood entries yet.' : 'No entries yet. Choose how today feels and save it; your entries appear here.'}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Recent mood entries">
          {recent.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText primary={`${e.mood} · ${moodLabels[e.mood]}${e.note ? ` — ${e.note}` : ''}`} secondary={formatDate(e.recorded_at, timeZone)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
