import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { downloadClaimBatchFile } from '../api/claim-batch-file';
import { useClaimBatches } from '../api/claim-batch-list';
import { FileButton } from './superbill-file-button';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The 837P batches made so far, each with its file for the clearinghouse. */
export function ClaimBatchTable() {
  const timeZone = useTimeZone();
  const batches = useClaimBatches();
  // On a phone the date goes under the batch number and the download is an icon, so nothing scrolls sideways.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (batches.isPending) return null;
  if (batches.isError) return <Alert severity="error">The claim batches could not be loaded: {messageOf(batches.error)}</Alert>;
  if (batches.data.batches.length === 0) return <Typography color="text.secondary">No 837P batches yet.</Typography>;
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="837P batches">
          <TableHead>
            <TableRow>
              <TableCell>Batch</TableCell>
              <TableCell sx={hiddenXs}>Created</TableCell>
              <TableCell align="right">Claims</TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Clients
              </TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.data.batches.map((b) => (
              <TableRow key={b.id} hover>
                <TableCell>
                  #{b.control_number}
                  {compact && (
                    <Typography variant="body2" color="text.secondary" component="div">
                      {formatDate(b.created_at, timeZone)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...hiddenXs, whiteSpace: 'nowrap' }}>{formatDate(b.created_at, timeZone)}</TableCell>
                <TableCell align="right">{b.claim_count}</TableCell>
                <TableCell align="right" sx={hiddenXs}>
                  {b.client_count}
                </TableCell>
                <TableCell align="right">{formatCents(b.total_cents)}</TableCell>
                <TableCell align="right" padding={compact ? 'none' : 'normal'}>
                  {b.has_file && (
                    <FileButton
                      iconOnly={compact}
                      label="837P"
                      icon={<Download />}
                      accessibleLabel={`Download the 837P file of batch ${b.control_number}`}
                      run={() => downloadClaimBatchFile(b.id, b.control_number)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
