import { useState } from 'react';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoteVersionSource, NoteVersionSummary } from '@tend/contracts/note-versions.contract';
import { stripMarkdown } from '@tend/contracts/text';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useNoteVersion, useNoteVersions } from '../api/get-note-versions';
import { splitSections } from '../logic/sections';

const sourceLabels: Record<NoteVersionSource, string> = { assistant: 'Assistant draft', clinician: 'Clinician’s text' };

function describe(v: NoteVersionSummary, timeZone: string): string {
  return [sourceLabels[v.source], formatDateTime(v.created_at, timeZone), v.author_name].filter(Boolean).join(' · ');
}

/**
 * "Version N of M" and a menu of the note's versions (the assistant's generations and the
 * clinician's text kept when one replaced it). `viewing` null is the current text. Hidden while the
 * history is loading or when the note has none.
 */
export function VersionMenu({ noteId, viewing, onView }: { noteId: string; viewing: number | null; onView: (number: number | null) => void }) {
  const timeZone = useTimeZone();
  const versions = useNoteVersions(noteId).data?.versions ?? [];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (versions.length === 0) return null;
  const total = versions.length;
  const shown = viewing ?? total;
  const choose = (number: number) => {
    setAnchor(null);
    onView(number === total ? null : number);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<History fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Version ${shown} of ${total}: show the note’s versions`}
        sx={{ minHeight: 44, textTransform: 'none' }}
        data-testid="note-version"
      >
        Version {shown} of {total}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': 'Versions', dense: true } }}>
        {[...versions].reverse().map((v) => (
          <MenuItem key={v.number} selected={v.number === shown} onClick={() => choose(v.number)} sx={{ minHeight: 44 }}>
            <ListItemText
              primary={v.number === total ? `Version ${v.number} (current)` : `Version ${v.number}`}
              secondary={describe(v, timeZone)}
              slotProps={{ secondary: { variant: 'caption' } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** An earlier version, read-only, in place of the note's text; Back returns to the current one. */
export function VersionView({ noteId, number, onBack }: { noteId: string; number: number; onBack: () => void }) {
  const timeZone = useTimeZone();
  const version = useNoteVersion(noteId, number);
  const total = useNoteVersions(noteId).data?.versions.length;

  return (
    <Stack spacing={2} data-testid="note-version-view">
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onBack} sx={{ whiteSpace: 'nowrap' }}>
            Back to current
          </Button>
        }
      >
        {`Version ${number}${total ? ` of ${total}` : ''}, read-only${version.data ? ` — ${describe(version.data, timeZone)}` : ''}.`}
      </Alert>
      {version.isPending && <Skeleton variant="rounded" height={120} />}
      {version.isError && <Alert severity="error">This version could not be loaded.</Alert>}
      {version.data &&
        splitSections(version.data.content).map((section, index) => (
          <Box component="section" key={index} aria-label={section.title ?? 'Note'}>
            {section.title !== null && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {stripMarkdown(section.title)}
              </Typography>
            )}
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
              {section.body.trim() ? (
                stripMarkdown(section.body)
              ) : (
                <Typography component="span" color="text.secondary" variant="body2">
                  Nothing written.
                </Typography>
              )}
            </Typography>
          </Box>
        ))}
    </Stack>
  );
}
