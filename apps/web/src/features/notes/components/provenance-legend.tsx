import { useState } from 'react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoteProvenance } from '@tend/contracts/notes.contract';
import { markedKinds, markSx } from './provenance-text';

/** The marks in use, and what the note leaves out of what was said in the session (folded). */
export function ProvenanceLegend({ provenance }: { provenance: NoteProvenance }) {
  const [open, setOpen] = useState(false);
  const present = (Object.keys(markedKinds) as (keyof typeof markedKinds)[]).filter((kind) => provenance.sentences.some((s) => s.kind === kind));
  const more = provenance.left_out_total - provenance.left_out.length;
  if (present.length === 0 && provenance.left_out_total === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="provenance-legend">
      {present.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {present.map((kind) => (
            <Typography key={kind} variant="caption" component="span">
              <Box component="mark" sx={markSx(kind)}>
                {markedKinds[kind].label}
              </Box>
            </Typography>
          ))}
          <Typography variant="caption" color="text.secondary" component="span">
            Unmarked text is your own words.
          </Typography>
        </Stack>
      )}
      {provenance.left_out_total > 0 && (
        <>
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="left-out"
            endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
            sx={{ mt: 1, ml: -1 }}
          >
            Not in the note ({provenance.left_out_total})
          </Button>
          <Collapse in={open}>
            <Typography variant="caption" color="text.secondary" component="p">
              You said these in the session; the note does not carry them.
            </Typography>
            <Box component="ul" id="left-out" aria-label="Not in the note" sx={{ my: 0.5, pl: 3 }}>
              {provenance.left_out.map((sentence) => (
                <Typography component="li" variant="body2" key={sentence}>
                  {sentence}
                </Typography>
              ))}
            </Box>
            {more > 0 && (
              <Typography variant="caption" color="text.secondary">
                and {more} more
              </Typography>
            )}
          </Collapse>
        </>
      )}
    </Box>
  );
}
