import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { measureDefinitions, type MeasureItem } from '@tend/contracts/measures.contract';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { PageLoading } from '@/components/page-loading';
import { useClientMeasureResponse } from '../api/get-client-measure-response';

const shown = (item: MeasureItem, value: string | number | undefined) => {
  if (value === undefined || value === '') return '—';
  if (item.kind === 'text') return String(value);
  const label = item.options!.find((o) => o.value === value)?.label ?? '';
  return `${label} (${value})`;
};

/** One completed form's answers, question by question, for the clinician. */
export function ResponseAnswersDialog({ clientId, responseId, onClose }: { clientId: string; responseId: string; onClose: () => void }) {
  const response = useClientMeasureResponse(clientId, responseId);
  const timeZone = useTimeZone();
  const definition = response.data ? measureDefinitions[response.data.measure] : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="response-answers-title">
      <DialogTitle id="response-answers-title">
        {definition ? `${definition.title} — ${formatDate(response.data!.submitted_at, timeZone)}` : 'Answers'}
      </DialogTitle>
      <DialogContent dividers>
        {response.isPending && <PageLoading />}
        {response.isError && <Alert severity="error">{messageOf(response.error)}</Alert>}
        {response.data && definition && (
          <>
            {response.data.score !== null && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                Score {response.data.score} of {response.data.max_score}
                {response.data.severity_label ? ` — ${response.data.severity_label}` : ''}
                {response.data.urgent ? ' — item 9 answered above 0' : ''}
              </Typography>
            )}
            <Table size="small" aria-label="Answers">
              <TableBody>
                {definition.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell component="th" scope="row" sx={{ width: '60%' }}>
                      {item.text}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', fontWeight: response.data.urgent && item.id === 'q9' ? 700 : undefined }}>
                      {shown(item, response.data.answers[item.id])}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
