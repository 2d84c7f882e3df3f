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
import { can } from '@tend/contracts/permissions';
import { PageFrame } from '@/components/page-frame';
import { newAssessmentHref } from '@/features/risk';
import { useCurrentUser } from '@/lib/session/me-query';
import { PageLoading } from '@/components/page-loading';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { noteLoadMessage, useNote } from '../api/get-note';
import { downloadStoredNote, fetchNotePdf } from '../api/note-calls';
import { Addenda } from '../components/addenda';
import { ApproveNoteDialog } from '../components/approve-note-dialog';
import { RiskResponseSummary } from '../components/risk-response-summary';
import { useDraftAutosave } from '../api/use-draft-autosave';
import { NoteSections } from '../components/note-sections';
import { VersionMenu, VersionView } from '../components/note-versions';
import { ProvenanceLegend } from '../components/provenance-legend';
import { SaveStatus } from '../components/save-status';

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

/** Saves the note as a Word or text file, with the same record header as the PDF. */
async function exportFile(noteId: string, format: 'docx' | 'txt') {
  try {
    await downloadStoredNote(noteId, format);
    toast(`${format.toUpperCase()} downloaded successfully!`, 'success');
  } catch {
    toast(`Failed to download ${format.toUpperCase()}...`, 'error');
  }
}

/** /notes/{id}: read, edit a draft (autosaved, section by section), its earlier versions, approve (with the risk response when needed), export, addenda. */
export default function NotePage() {
  const { id = '' } = useParams();
  const note = useNote(id);
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
  // Keyed by note: another note starts from its own text.
  return <NoteReview key={note.data.id} note={note.data} />;
}

function NoteReview({ note: n }: { note: NoteDetail }) {
  const timeZone = useTimeZone();
  const [approving, setApproving] = useState(false);
  // An earlier version shown read-only in place of the text; null is the current text.
  const [viewing, setViewing] = useState<number | null>(null);
  const user = useCurrentUser();
  const autosave = useDraftAutosave(n);
  const approved = n.status === 'approved';
  const editable = n.can_edit && !approved;
  const client = n.client_name || n.patient_display;
  const mayAssess = can(user, 'risk:write');

  // What is signed is what the server has: unsaved words are saved first.
  async function startSigning() {
    for (let tries = 0; tries < 3; tries++) if (await autosave.flush()) return setApproving(true);
  }

  return (
    <PageFrame
      title={`${documentTypeLabels[n.document_type]} — ${client}`}
      description={`Written by ${n.author_name}, ${formatDateTime(n.created_at, timeZone)}${n.encounter ? ` · appointment of ${formatDateTime(n.encounter.scheduled_start, timeZone)}` : ''}`}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void autosave.flush().then(() => exportPdf(n.id))}>
            Export PDF
          </Button>
          <Button variant="outlined" onClick={() => void autosave.flush().then(() => exportFile(n.id, 'docx'))}>
            DOCX
          </Button>
          <Button variant="outlined" onClick={() => void autosave.flush().then(() => exportFile(n.id, 'txt'))}>
            TXT
          </Button>
          {!approved && n.can_approve && (
            <Button variant="contained" onClick={() => void startSigning()} disabled={autosave.state.status === 'error' && autosave.state.locked}>
              Approve and Sign
            </Button>
          )}
        </Stack>
      }
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label={approved ? 'Approved' : 'Draft'} color={approved ? 'success' : 'default'} data-testid="note-status" />
        <VersionMenu noteId={n.id} viewing={viewing} onView={setViewing} />
        {approved && n.signed_at && (
          <Typography variant="body2" color="text.secondary">
            Signed {formatDateTime(n.signed_at, timeZone)}
          </Typography>
        )}
        {n.risk_positive && <Chip label="Risk language" color="warning" variant="outlined" />}
        {editable && (
          <Box sx={{ ml: 'auto' }}>
            <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
          </Box>
        )}
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {viewing === null ? (
          <>
            <NoteSections note={n} autosave={editable ? autosave : null} />
            <ProvenanceLegend provenance={n.provenance} />
          </>
        ) : (
          <VersionView noteId={n.id} number={viewing} onBack={() => setViewing(null)} />
        )}
      </Paper>
      <Addenda note={n} />
      {approving && <ApproveNoteDialog note={n} onClose={() => setApproving(false)} />}
    </PageFrame>
  );
}
