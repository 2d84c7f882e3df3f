import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { labelInSentence } from '@tend/contracts/notes.contract';

/** Spec 5/9: the duplicate-note warning stays 10 s, with a Review button to the existing note. */
export const duplicateToastMs = 10_000;

export function useDuplicateNoteWarning(): (label: string, existing: string | null) => void {
  const navigate = useNavigate();
  return (label, existing) => {
    enqueueSnackbar(`A ${labelInSentence(label)} already exists for this appointment. It was not saved again.`, {
      variant: 'warning',
      autoHideDuration: duplicateToastMs,
      action: existing
        ? (key) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                // Spec 2.7: the warning opens the existing note at /note/{id}.
                void navigate(`/note/${existing}`);
              }}
            >
              Review
            </Button>
          )
        : undefined,
    });
  };
}
