import { useRef, useState } from 'react';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { stripMarkdown } from '@tend/contracts/text';
import type { DraftAutosave } from '../api/use-draft-autosave';
import { joinSections, splitSections } from '../logic/sections';
import { ProvenanceText } from './provenance-text';

/**
 * The note by section, its provenance marked. On a draft its author may edit, each section opens
 * its own editor; the autosave keeps the whole note, and Escape or Done closes the editor.
 */
export function NoteSections({ note, autosave }: { note: NoteDetail; autosave: DraftAutosave | null }) {
  const sections = splitSections(autosave?.content ?? note.note_content);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  const toggle = (index: number, on: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
    if (!on) {
      void autosave?.flush();
      // Back to the section's Edit button, so the keyboard stays where it was.
      requestAnimationFrame(() => editButtons.current.get(index)?.focus());
    }
  };
  const edit = (index: number, body: string) => {
    const next = sections.map((s, i) => (i === index ? { ...s, body } : s));
    autosave?.change(joinSections(next));
  };

  return (
    <Stack spacing={2.5} data-testid="note-text">
      {sections.map((section, index) => {
        const name = section.title ?? 'Note';
        const editing = autosave !== null && open.has(index);
        return (
          <Box component="section" key={index} aria-label={name}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              {section.title !== null && (
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {stripMarkdown(section.title)}
                </Typography>
              )}
              {autosave !== null &&
                (editing ? (
                  <Button size="small" onClick={() => toggle(index, false)} aria-label={`Done editing ${name}`}>
                    Done
                  </Button>
                ) : (
                  <Button
                    size="small"
                    startIcon={<EditOutlined />}
                    onClick={() => toggle(index, true)}
                    aria-label={`Edit ${name}`}
                    ref={(el) => {
                      if (el) editButtons.current.set(index, el);
                      else editButtons.current.delete(index);
                    }}
                    sx={{ ml: 'auto' }}
                  >
                    Edit
                  </Button>
                ))}
            </Stack>
            {editing ? (
              <TextField
                label={name}
                value={section.body}
                onChange={(e) => edit(index, e.target.value)}
                onBlur={() => void autosave.flush()}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    toggle(index, false);
                  }
                }}
                multiline
                minRows={3}
                fullWidth
                autoFocus
                sx={{ mt: 1 }}
              />
            ) : (
              <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
                {section.body.trim() ? (
                  <ProvenanceText text={stripMarkdown(section.body)} sentences={note.provenance.sentences} />
                ) : (
                  <Typography component="span" color="text.secondary" variant="body2">
                    Nothing written yet.
                  </Typography>
                )}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
