import { useState } from 'react';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { PageLoading } from '@/components/page-loading';
import { formatCalendarDate } from '@/lib/time/dates';
import { fetchCms1500Pdf } from '../api/claim-cms1500';
import { useCreateClaimBatch } from '../api/claim-batch-create';
import { useClientLedger } from '../api/get-client-ledger';
import { chargeLine } from './billing-labels';
import { BillingErrorAlert } from './superbill-error-alert';
import { openPdfInNewTab } from './superbill-file-button';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One client's billable service charges not yet on a claim batch: pick some, print a CMS-1500 or batch them as an 837P. */
export function ClaimCharges({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const ledger = useClientLedger(clientId);
  const batch = useCreateClaimBatch();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<unknown>(null);

  if (ledger.isPending) return <PageLoading />;
  if (ledger.isError) return <Alert severity="error">The charges could not be loaded: {messageOf(ledger.error)}</Alert>;
  const charges = ledger.data.charges.filter((c) => c.billable && !c.voided && c.claim_batch_id === null);
  if (charges.length === 0) return <Typography color="text.secondary">No unbilled service charges for {ledger.data.client_name}.</Typography>;

  // Only ids still listed count (a batch just made removes its charges from the list).
  const chargeIds = charges.filter((c) => picked.has(c.id)).map((c) => c.id);
  const total = charges.filter((c) => picked.has(c.id)).reduce((sum, c) => sum + c.amount_cents, 0);
  const toggle = (id: string) => setPicked((p) => (p.has(id) ? new Set([...p].filter((x) => x !== id)) : new Set(p).add(id)));
  const all = chargeIds.length === charges.length;

  const printCms1500 = () => {
    setPrinting(true);
    setPrintError(null);
    openPdfInNewTab(() => fetchCms1500Pdf({ charge_ids: chargeIds }))
      .catch(setPrintError)
      .finally(() => setPrinting(false));
  };

  return (
    <Stack spacing={1.5}>
      {(printError ?? batch.error) && <BillingErrorAlert error={printError ?? batch.error} client={{ id: clientId, name: ledger.data.client_name }} />}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={`Unbilled charges of ${ledger.data.client_name}`}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={all}
                    indeterminate={chargeIds.length > 0 && !all}
                    onChange={() => setPicked(all ? new Set() : new Set(charges.map((c) => c.id)))}
                    slotProps={{ input: { 'aria-label': 'Choose every charge' } }}
                  />
                </TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Service</TableCell>
                <TableCell sx={hiddenXs}>Modifiers · POS</TableCell>
                <TableCell sx={hiddenXs}>Diagnoses</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {charges.map((c) => (
                <TableRow key={c.id} hover selected={picked.has(c.id)} onClick={() => toggle(c.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={picked.has(c.id)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={() => toggle(c.id)}
                      slotProps={{ input: { 'aria-label': `Choose ${chargeLine(c)} on ${formatCalendarDate(c.service_date)}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(c.service_date)}</TableCell>
                  <TableCell>{chargeLine(c)}</TableCell>
                  <TableCell sx={hiddenXs}>{[c.modifiers.join(' '), c.place_of_service].filter(Boolean).join(' · ') || '—'}</TableCell>
                  <TableCell sx={hiddenXs}>{c.diagnosis_codes.join(', ') || '—'}</TableCell>
                  <TableCell align="right">{formatCents(c.amount_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {chargeIds.length ? `${chargeIds.length} chosen · ${formatCents(total)}` : 'Choose the charges to claim.'}
        </Typography>
        {mayWrite && (
          <Button variant="outlined" size="small" startIcon={<PictureAsPdf />} disabled={!chargeIds.length || printing} onClick={printCms1500}>
            {printing ? 'Preparing…' : 'CMS-1500 (PDF)'}
          </Button>
        )}
        {mayWrite && (
          <Button
            variant="contained"
            size="small"
            disabled={!chargeIds.length || batch.isPending}
            onClick={() => batch.mutate({ charge_ids: chargeIds }, { onSuccess: () => setPicked(new Set()) })}
          >
            {batch.isPending ? 'Creating…' : 'Create 837P batch'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
