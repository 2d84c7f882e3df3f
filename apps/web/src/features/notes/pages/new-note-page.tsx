import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Download from '@mui/icons-material/Download';
import Mic from '@mui/icons-material/Mic';
import Stop from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorCodes } from '@tend/contracts/errors';
import { documentTypeLabels, documentTypes, type DocumentType } from '@tend/contracts/notes.contract';
import { PageFrame } from '@/components/page-frame';
import { isApiError, messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { downloadNote, type DownloadFormat } from '@/lib/notes/note-calls';
import { appendDictated, useDictation } from '@/lib/use-dictation';
import { AppointmentPicker } from '@/components/appointment-picker';
import { useRiskResponse } from '@/components/risk-response-fields';
import { useClients } from '@/features/clients';
import { useSaveNote } from '../api/save-note';

const riskNeeded = (error: unknown) => isApiError(error) && error.code === errorCodes.riskResponseRequired;

function saveErrorMessage(error: unknown): string {
  if (riskNeeded(error)) return 'This note mentions risk: record your response below, then Approve and Save again.';
  return `Failed to save note... ${messageOf(error)}`;
}

/**
 * /notes/new: write or dictate a note by hand for one of the caller's appointments
 * (`?client_id=&encounter_id=` preselect them). Without an appointment it can still be downloaded.
 */
export default function NewNotePage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const clients = useClients();
  const save = useSaveNote();
  const [clientId, setClientId] = useState(params.get('client_id') ?? '');
  const [encounterId, setEncounterId] = useState(params.get('encounter_id') ?? '');
  const [documentType, setDocumentType] = useState<DocumentType>('soap_note');
  const [content, setContent] = useState('');
  // What stops the request before it is sent; the server's refusals are the mutation's error.
  const [problem, setProblem] = useState<string | null>(null);
  const [riskAsked, setRiskAsked] = useState(false);
  const risk = useRiskResponse(riskAsked);
  const dictation = useDictation((phrase) => setContent((current) => appendDictated(current, phrase)));

  const client = clients.data?.clients.find((c) => c.id === clientId);
  const clientName = client ? `${client.first_name} ${client.last_name}` : undefined;
  const empty = !content.trim();

  const error = problem ?? (save.error && saveErrorMessage(save.error));

  const submit = (approved: boolean) => {
    setProblem(null);
    if (!user?.uuid) {
      setProblem('User ID missing. Please log in again.');
      return;
    }
    if (!encounterId || empty) return;
    const riskResponse = approved ? risk.take() : undefined;
    if (riskResponse === false) return;
    save.mutate(
      { user_id: user.uuid, encounter_id: encounterId, note_content: content, document_type: documentType, approved, riskResponse, clientId },
      {
        onSuccess: (result) => {
          if (result.status === 'saved') void navigate(`/notes/${result.note.note_id}`);
        },
        // The server finds risk language in the note: then signing needs the clinician's response.
        onError: (e) => setRiskAsked((asked) => asked || riskNeeded(e)),
      },
    );
  };

  const download = async (format: DownloadFormat) => {
    const upper = format.toUpperCase();
    try {
      await downloadNote(format, { note_content: content, document_type: documentType, client_name: clientName });
      toast(`${upper} downloaded successfully!`, 'success');
    } catch {
      toast(`Failed to download ${upper}...`, 'error');
    }
  };

  return (
    <PageFrame title="New Note" description="Write a session note by hand for one of your clients.">
      {!encounterId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          A note is saved for the appointment it documents: choose the client and the appointment. Until then you can write it and download it. To have a note
          written for you, describe the session to the assistant in note mode with the client selected.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }} component="form" aria-label="New note" onSubmit={(e) => e.preventDefault()}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Client"
              value={clientId}
              onChange={(e) => {
                setClientId(e.target.value);
                setEncounterId('');
              }}
              sx={{ minWidth: 220 }}
              size="small"
            >
              <MenuItem value="">Choose a client</MenuItem>
              {(clients.data?.clients ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.first_name} {c.last_name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Note type"
              value={documentType}
              onChange={(e) => setDocumentType(e.target.value as DocumentType)}
              sx={{ minWidth: 220 }}
              size="small"
            >
              {documentTypes.map((t) => (
                <MenuItem key={t} value={t}>
                  {documentTypeLabels[t]}
                </MenuItem>
              ))}
            </TextField>
            <AppointmentPicker clientId={clientId} documentType={documentType} value={encounterId} onChange={setEncounterId} />
          </Stack>
          {dictation.supported && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                size="small"
                variant={dictation.listening ? 'contained' : 'outlined'}
                color={dictation.listening ? 'error' : 'primary'}
                startIcon={dictation.listening ? <Stop /> : <Mic />}
                onClick={dictation.listening ? dictation.stop : dictation.start}
              >
                {dictation.listening ? 'Stop dictation' : 'Dictate'}
              </Button>
              {dictation.listening && (
                <Typography variant="body2" color="text.secondary" role="status">
                  Listening… each phrase is added to the note.
                </Typography>
              )}
            </Stack>
          )}
          {dictation.error && <Alert severity="warning">{dictation.error}</Alert>}
          <TextField
            label="Note"
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={12}
            fullWidth
            placeholder={'Subjective:\nObjective:\nAssessment:\nPlan:'}
            slotProps={{ htmlInput: { maxLength: 100_000 } }}
          />
          {clients.isError && <Alert severity="warning">Clients could not be loaded: {messageOf(clients.error)}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {risk.fields}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {(['pdf', 'docx', 'txt'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                size="small"
                startIcon={<Download fontSize="small" />}
                disabled={empty}
                onClick={() => void download(format)}
                aria-label={`Download ${format.toUpperCase()}`}
              >
                {format.toUpperCase()}
              </Button>
            ))}
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              <Button variant="outlined" disabled={!encounterId || empty || save.isPending} onClick={() => submit(false)}>
                Save draft
              </Button>
              <Button variant="contained" disabled={!encounterId || empty || save.isPending} onClick={() => submit(true)}>
                Approve and Save
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
