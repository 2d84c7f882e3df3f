import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNoteMode } from './note-mode';

/** Spec 2.8: the sidebar's Note Mode toggle; the assistant writes notes only while it is on. */
export function NoteModeToggle({ compact }: { compact: boolean }) {
  const [on, setOn] = useNoteMode();
  if (compact) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <Tooltip title={on ? 'Note Mode is on' : 'Note Mode is off'} placement="right">
          <IconButton aria-label="Note Mode" aria-pressed={on} color={on ? 'primary' : 'default'} onClick={() => setOn(!on)}>
            <EditNote />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <FormControlLabel control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />} label="Note Mode" />
      {on && (
        <Typography variant="caption" color="text.secondary" component="p">
          The assistant writes a note for the selected client after each session.
        </Typography>
      )}
    </Box>
  );
}
