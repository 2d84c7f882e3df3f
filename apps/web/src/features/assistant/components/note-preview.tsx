import { useEffect, useState } from 'react';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { toast } from '../../../lib/toast';
import { stripMarkdown } from '../logic/strip-markdown';
import type { NoteDraft } from '../state/note-drafts';

const documentLabels: Record<DocumentType, string> = {
  soap_note: 'SOAP note',
  client_summary: 'Client summary',
  provider_reflection: 'Provider reflection',
  risk_note: 'Risk note',
  quick_note: 'Quick note',
  psychiatric_evaluation: 'Psychiatric evaluation',
  medication_management: 'Medication management',
  intake_note: 'Intake note',
  consultation_note: 'Consultation note',
};

/** Spec 9: the copied state lasts 2 s. */
const copiedMs = 2000;

/**
 * The draft the assistant wrote, inline and read-only, markdown symbols stripped (spec 5).
 * Approving, signing and downloading come with the note screens.
 */
export function NotePreview({ draft }: { draft: NoteDraft }) {
  const [copied, setCopied] = useState(false);
  const text = stripMarkdown(draft.content);
  const label = (draft.documentType && documentLabels[draft.documentType]) ?? 'Note';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast('Note copied to clipboard!', 'success');
    } catch {
      toast('Copying is not allowed in this browser.', 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 1, p: 1.5 }} role="article" aria-label="Note draft">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="p">
            Draft {label}
            {draft.patient ? ` — ${draft.patient}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Not signed. Review it before it goes into the record.
          </Typography>
        </Box>
        <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
      <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
        {text}
      </Typography>
    </Paper>
  );
}
