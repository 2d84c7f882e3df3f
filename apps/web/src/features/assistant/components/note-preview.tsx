import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentTypeLabels } from '@tend/contracts/notes.contract';
import { toast } from '@/lib/toast';
import { downloadNote, type DownloadFormat } from '@/lib/notes/note-calls';
import { stripMarkdown } from '@tend/contracts/text';
import type { NoteDraft } from '../state/note-drafts';
import { NoteSignDialog, type SignMode } from './note-sign-dialog';

/** Spec 9: the copied state lasts 2 s. */
const copiedMs = 2000;

const formats: DownloadFormat[] = ['pdf', 'docx', 'txt'];

/**
 * Spec 2.7: the draft the assistant wrote, inline, markdown symbols stripped (spec 5), with copy,
 * downloads in three formats, Approve and Sign and Approve and Save.
 */
export function NotePreview({ draft }: { draft: NoteDraft }) {
  const [copied, setCopied] = useState(false);
  const [downloading, setDownloading] = useState<DownloadFormat | null>(null);
  const [dialog, setDialog] = useState<SignMode | null>(null);
  const [signed, setSigned] = useState(false);
  const text = stripMarkdown(draft.content);
  const label = (draft.documentType && documentTypeLabels[draft.documentType]) ?? 'Note';

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

  const download = async (format: DownloadFormat) => {
    const upper = format.toUpperCase();
    setDownloading(format);
    try {
      await downloadNote(format, { note_content: text, document_type: draft.documentType ?? undefined, client_name: draft.patient ?? undefined });
      toast(`${upper} downloaded successfully!`, 'success');
    } catch {
      toast(`Failed to download ${upper}...`, 'error');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 1, p: 1.5 }} role="article" aria-label="Note draft">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="p">
            {signed ? '' : 'Draft '}
            {label}
            {draft.patient ? ` — ${draft.patient}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {signed ? 'Approved and signed. Later changes are addenda.' : 'Not signed. Review it before it goes into the record.'}
          </Typography>
        </Box>
        {signed && <Chip size="small" color="success" label="Approved" />}
        <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
      {/* message-text: a highlight in the note is what Save to Vault keeps (use-vault-selection.ts). */}
      <Typography component="div" variant="body2" className="message-text" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
        {text}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {formats.map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            startIcon={<Download fontSize="small" />}
            disabled={downloading !== null}
            onClick={() => void download(format)}
            aria-label={`Download ${format.toUpperCase()}`}
          >
            {downloading === format ? 'Downloading…' : format.toUpperCase()}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        {draft.noteId && draft.documentType && !signed && (
          <>
            <Button size="small" variant="outlined" onClick={() => setDialog('save')}>
              Approve and Save
            </Button>
            <Button size="small" variant="contained" onClick={() => setDialog('sign')}>
              Approve and Sign
            </Button>
          </>
        )}
        {draft.noteId && (
          <Link component={RouterLink} to={`/notes/${draft.noteId}`} variant="body2">
            Open note
          </Link>
        )}
      </Stack>
      {!draft.noteId && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          This draft is not saved yet. Choose a patient in note mode to have it saved, then approve it here or from Notes.
        </Typography>
      )}
      {dialog && draft.noteId && draft.documentType && (
        <NoteSignDialog
          mode={dialog}
          noteId={draft.noteId}
          content={draft.content}
          documentType={draft.documentType}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSigned(true);
          }}
        />
      )}
    </Paper>
  );
}
