import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import Visibility from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Superbill } from '@tend/contracts/billing-documents.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { useMarkSuperbillSent } from '../api/superbill-mark-sent';
import { downloadSuperbillPdf } from '../api/superbill-pdf';
import { ActionButton, FileButton } from './superbill-file-button';
import { superbillPeriod, superbillStatusLabels } from './superbill-labels';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface SuperbillTableProps {
  superbills: Superbill[];
  mayWrite: boolean;
  onPreview: (superbill: Superbill) => void;
}

/** The superbills, one row each: who, which period, the amounts, whether it was sent, and what to do with it. */
export function SuperbillTable({ superbills, mayWrite, onPreview }: SuperbillTableProps) {
  const timeZone = useTimeZone();
  const markSent = useMarkSuperbillSent();
  // On a phone the period and status go under the name and the actions become icons, so nothing scrolls sideways.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Superbills">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell sx={hiddenXs}>Period</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Paid
              </TableCell>
              <TableCell sx={hiddenXs}>Status</TableCell>
              <TableCell sx={hiddenXs}>Created</TableCell>
              <TableCell aria-label="Actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {superbills.map((s) => {
              const name = `superbill of ${s.client_name}, ${superbillPeriod(s)}`;
              const status = (
                <Chip
                  size="small"
                  label={superbillStatusLabels[s.status]}
                  color={s.status === 'sent' ? 'success' : 'default'}
                  variant="outlined"
                  title={s.sent_at ? `Sent ${formatDate(s.sent_at, timeZone)}` : undefined}
                />
              );
              return (
                <TableRow key={s.id} hover>
                  <TableCell>
                    {s.client_name}
                    {compact && (
                      <Typography variant="body2" color="text.secondary" component="div">
                        {superbillPeriod(s)} · {superbillStatusLabels[s.status]}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ ...hiddenXs, whiteSpace: 'nowrap' }}>{superbillPeriod(s)}</TableCell>
                  <TableCell align="right">{formatCents(s.total_cents)}</TableCell>
                  <TableCell align="right" sx={hiddenXs}>
                    {formatCents(s.paid_cents)}
                  </TableCell>
                  <TableCell sx={hiddenXs}>{status}</TableCell>
                  <TableCell sx={hiddenXs}>{formatDate(s.created_at, timeZone)}</TableCell>
                  <TableCell padding={compact ? 'none' : 'normal'}>
                    <Stack direction="row" sx={{ flexWrap: compact ? 'nowrap' : 'wrap', justifyContent: 'flex-end', gap: compact ? 0 : 0.5 }}>
                      <ActionButton label="Preview" accessibleLabel={`Preview ${name}`} icon={<Visibility />} iconOnly={compact} onClick={() => onPreview(s)} />
                      <FileButton
                        label="Download"
                        icon={<Download />}
                        iconOnly={compact}
                        accessibleLabel={`Download ${name}`}
                        run={() => downloadSuperbillPdf(s.id)}
                      />
                      {mayWrite && s.status === 'draft' && (
                        <ActionButton
                          label="Mark sent"
                          accessibleLabel={`Mark ${name} sent`}
                          icon={<Send />}
                          iconOnly={compact}
                          disabled={markSent.isPending && markSent.variables === s.id}
                          onClick={() => markSent.mutate(s.id, { onError: (e) => toast(`Not marked sent: ${messageOf(e)}`, 'error') })}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
