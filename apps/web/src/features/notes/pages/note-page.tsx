import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { noteLoadMessage, useNote } from '../api/get-note';

const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** One note, read-only; editing and approval come with the notes screens. */
export default function NotePage() {
  const { id = '' } = useParams();
  const note = useNote(id);
  if (note.isPending) return <PageLoading />;
  if (note.isError) {
    return (
      <PageFrame title="Note">
        <Alert severity="error">{noteLoadMessage(note.error)}</Alert>
      </PageFrame>
    );
  }
  const n = note.data;
  return (
    <PageFrame title={`${typeLabel(n.document_type)} — ${n.client_name || n.patient_display}`} description={`Written ${new Date(n.created_at).toLocaleString()}`}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip label={n.status === 'approved' ? 'Approved' : 'Draft'} color={n.status === 'approved' ? 'success' : 'default'} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {n.note_content.replace(/[*#_`>]/g, '')}
        </Typography>
      </Paper>
    </PageFrame>
  );
}
