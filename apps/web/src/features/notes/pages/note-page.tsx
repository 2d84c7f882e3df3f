import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentTypeLabels, type NoteDetail } from '@tend/contracts/notes.contract';
import { stripMarkdown } from '@tend/contracts/text';
import { can } from '@tend/contracts/permissions';
import { PageFrame } from '@/components/page-frame';
import { newAssessmentHref } from '@/features/risk';
import { useCurrentUser } from '@/lib/session/me-query';
import { PageLoading } from '@/components/page-loading';
import { toast } from '@/lib/toast';
import { noteLoadMessage, useNote } from '../api/get-note';
import { fetchNotePdf } from '../api/note-calls';
import { Addenda } from '../components/addenda';
import { ApproveNoteDialog } from '../components/approve-note-dialog';
import { RiskResponseSummary } from '../components/risk-response-summary';
import { highlightSegments } from '../logic/highlight';

/** Opens the note's PDF in a new tab (the tab is opened on the click, so it is not blocked). */
async function exportPdf(noteId: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchNotePdf(noteId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    toast('PDF downloaded successfully!', 'success');
  } catch {
    tab?.close();
    toast('Failed to download PDF...', 'error');
  }
}

function NoteText({ note }: { note: NoteDetail }) {
  // The server's sentences come stripped the same way (@tend/contracts/text): matched as sent.
  const segments = highlightSegments(stripMarkdown(note.note_content), note.clinician_sentences);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }} data-testid="note-text">
      {segments.map((s, i) =>
        s.own ? (
          <Box
            component="mark"
            key={i}
            title="Your own words from the session"
            sx={{ bgcolor: 'warning.light', color: 'text.primary', borderRadius: 0.5, px: 0.25 }}
          >
            {s.text}
          </Box>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </Typography>
  );
}

/** /notes/{id}: read, approve (with the risk response when needed), export, addenda. */
export default function NotePage() {
  const { id = '' } = useParams();
  const note = useNote(id);
  const [approving, setApproving] = useState(false);
  const user = useCurrentUser();
  if (note.isPending) return <PageLoading />;
  if (note.isError) {
    return (
      <PageFrame title="Note">
        <Alert severity="error">{noteLoadMessage(note.error)}</Alert>
        <Button component={RouterLink} to="/notes" sx={{ mt: 2 }}>
          Back to notes
        </Button>
      </PageFrame>
    );
  }
  const n = note.data;
  const approved = n.status === 'approved';
  const client = n.client_name || n.patient_display;
  const mayAssess = can(user, 'risk:write');
  return (
    <PageFrame
      title={`${documentTypeLabels[n.document_type]} — ${client}`}
      description={`Written by ${n.author_name}, ${new Date(n.created_at).toLocaleString()}${n.encounter ? ` · appointment of ${new Date(n.encounter.scheduled_start).toLocaleString()}` : ''}`}
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void exportPdf(n.id)}>
            Export PDF
          </Button>
          {!approved && n.can_approve && (
            <Button variant="contained" onClick={() => setApproving(true)}>
              Approve and Sign
            </Button>
          )}
        </Stack>
      }
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={approved ? 'Approved' : 'Draft'} color={approved ? 'success' : 'default'} data-testid="note-status" />
        {approved && n.signed_at && (
          <Typography variant="body2" color="text.secondary">
            Signed {new Date(n.signed_at).toLocaleString()}
          </Typography>
        )}
        {n.risk_positive && <Chip label="Risk language" color="warning" variant="outlined" />}
      </Stack>
      {n.risk_positive && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            mayAssess && (
              <Button color="inherit" size="small" component={RouterLink} to={newAssessmentHref(n.client_id, n.id)}>
                Start risk assessment
              </Button>
            )
          }
        >
          {approved
            ? 'This note mentions risk.'
            : 'This note mentions risk. Signing it asks you to record how you responded; a completed risk assessment can be attached as that response.'}
        </Alert>
      )}
      {n.risk_response && <RiskResponseSummary response={n.risk_response} />}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <NoteText note={n} />
        {n.clinician_sentences.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            Highlighted sentences are your own words from the session.
          </Typography>
        )}
      </Paper>
      <Addenda note={n} />
      {approving && <ApproveNoteDialog note={n} onClose={() => setApproving(false)} />}
    </PageFrame>
  );
}
