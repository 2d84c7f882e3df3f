import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ProvenanceKind } from '@tend/contracts/notes.contract';
import { highlightSegments } from '../logic/highlight';

/** What a marked run is, for the legend and the run's tooltip. Unmarked text is the clinician's own words. */
export const markedKinds = {
  assistant: { label: "Assistant's wording", title: 'Written or reworded by the assistant: check it says what happened', color: 'info' },
  edited: { label: 'Edited by you', title: 'Changed by you after the note was drafted', color: 'warning' },
} as const satisfies Partial<Record<ProvenanceKind, { label: string; title: string; color: 'info' | 'warning' }>>;

/**
 * A tint of the kind's colour behind ordinary text, and an underline so the mark does not rest on
 * colour alone: readable in light and dark (the text keeps text.primary on a light tint).
 */
export const markSx = (kind: keyof typeof markedKinds) => (theme: Theme) => {
  const main = (theme.vars ?? theme).palette[markedKinds[kind].color].main;
  return {
    bgcolor: theme.alpha(main, 0.16),
    color: 'text.primary',
    borderBottom: `2px ${kind === 'assistant' ? 'dotted' : 'solid'} ${main}`,
    borderRadius: 0.5,
    px: 0.25,
  };
};

/** Text with the sentences the assistant wrote, or the clinician changed, marked. */
export function ProvenanceText({ text, sentences }: { text: string; sentences: readonly { text: string; kind: ProvenanceKind }[] }) {
  const marked = sentences.filter((s) => s.kind !== 'said');
  return (
    <>
      {highlightSegments(text, marked).map((s, i) =>
        s.kind === 'assistant' || s.kind === 'edited' ? (
          <Box component="mark" key={i} title={markedKinds[s.kind].title} data-kind={s.kind} sx={markSx(s.kind)}>
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
