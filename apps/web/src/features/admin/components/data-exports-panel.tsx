import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dataExportFormatLabels,
  dataExportFormats,
  maxExportBytes,
  type DataExport,
  type DataExportFormat,
  type DataExportScope,
} from '@tend/contracts/data-exports.contract';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { ServerRefusal } from '@/components/server-refusal';
import { clientName, useClients } from '@/features/clients';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { useDownloadDataExport } from '../api/download-data-export';
import { useDataExports } from '../api/list-data-exports';
import { useStartDataExport } from '../api/start-data-export';

const statusLabels: Record<DataExport['status'], string> = {
  queued: 'Queued',
  running: 'Building',
  ready: 'Ready',
  downloaded: 'Downloaded',
  failed: 'Failed',
};

/** "0.11 MB", "2.5 MB", "100 MB". */
const megabytes = (bytes: number) => {
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(mb < 1 ? 2 : 1)} MB`;
};

function StartExport({ initialClientId }: { initialClientId?: string }) {
  const [scope, setScope] = useState<DataExportScope>(initialClientId ? 'client' : 'practice');
  const [clientId, setClientId] = useState(initialClientId ?? '');
  const [format, setFormat] = useState<DataExportFormat>('bundle');
  // One key per intended export: a double click or a retried request makes one export, not two.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const clients = useClients({ enabled: scope === 'client' });
  const start = useStartDataExport();
  const options = clients.data?.clients ?? [];
  const missingClient = scope === 'client' && !clientId;

  const submit = () =>
    start.mutate(
      { body: { scope, format, ...(scope === 'client' ? { client_id: clientId } : {}) }, idempotencyKey },
      {
        onSuccess: () => {
          setIdempotencyKey(crypto.randomUUID());
          toast('Export started. It appears below; download it when it is ready.', 'success');
        },
      },
    );

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Start an export">
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
        <TextField select size="small" label="Records" value={scope} onChange={(e) => setScope(e.target.value as DataExportScope)} sx={{ minWidth: 170 }}>
          <MenuItem value="practice">Whole practice</MenuItem>
          <MenuItem value="client">One client</MenuItem>
        </TextField>
        {scope === 'client' && (
          <Autocomplete
            sx={{ minWidth: 240, flex: 1 }}
            size="small"
            options={options}
            loading={clients.isPending}
            getOptionLabel={clientName}
            value={options.find((c) => c.id === clientId) ?? null}
            onChange={(_, client) => setClientId(client?.id ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Client"
                required
                helperText={clients.isError ? `Clients could not be loaded: ${messageOf(clients.error)}` : undefined}
              />
            )}
          />
        )}
        <TextField select size="small" label="Format" value={format} onChange={(e) => setFormat(e.target.value as DataExportFormat)} sx={{ minWidth: 260 }}>
          {dataExportFormats.map((f) => (
            <MenuItem key={f} value={f}>
              {dataExportFormatLabels[f]}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={missingClient || start.isPending} sx={{ minHeight: 40 }}>
          Start export
        </Button>
      </Stack>
      {start.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(start.error)}
        </Alert>
      )}
    </Box>
  );
}

function ExportRow({ item, timeZone }: { item: DataExport; timeZone: string }) {
  const download = useDownloadDataExport();
  const building = item.status === 'queued' || item.status === 'running';
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.created_at, timeZone)}</TableCell>
      <TableCell>{item.scope === 'practice' ? 'Whole practice' : (item.client_name ?? 'Client')}</TableCell>
      <TableCell>{item.format === 'fhir' ? 'FHIR JSON' : 'Zip (CSV + PDF)'}</TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {building ? (
          <Box>
            <Typography variant="body2">
              {statusLabels[item.status]} · {item.progress}%
            </Typography>
            <LinearProgress variant="determinate" value={item.progress} aria-label={`Export progress ${item.progress}%`} />
          </Box>
        ) : item.status === 'failed' ? (
          <Typography variant="body2" color="error">
            Failed: {item.error ?? 'unknown reason'}
          </Typography>
        ) : (
          <Typography variant="body2">
            {statusLabels[item.status]}
            {item.status === 'downloaded' && item.downloaded_at ? ` ${formatDateTime(item.downloaded_at, timeZone)}` : ''}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {item.size_bytes !== null ? megabytes(item.size_bytes) : ''}
      </TableCell>
      <TableCell align="right">
        {item.status === 'ready' && (
          <Button
            size="small"
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate(item.id, { onError: (e) => toast(`Could not download the export: ${messageOf(e)}`, 'error') })}
          >
            Download
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * Data export: an admin exports the whole practice, or one client's record, as a zip of CSVs and
 * note PDFs or as a FHIR R4 Bundle. Built in the background; each file downloads once and is then
 * deleted from the server.
 */
export function DataExportsPanel({ clientId }: { clientId?: string }) {
  const exports = useDataExports();
  const timeZone = useTimeZone();
  return (
    <Box component="section" aria-labelledby="data-export-heading">
      <Typography id="data-export-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Data export
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Each file can be downloaded once; it is deleted from Tend as it downloads. One export holds at most {megabytes(maxExportBytes)}; past that, export
        clients one at a time.
      </Typography>
      <StartExport initialClientId={clientId} />
      <Box sx={{ mt: 2 }}>
        {exports.isPending ? (
          <PageLoading />
        ) : exports.isError ? (
          <ServerRefusal error={exports.error} what="data exports" />
        ) : exports.data.exports.length === 0 ? (
          <EmptyState title="No exports yet" />
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Exports">
              <TableHead>
                <TableRow>
                  <TableCell>Requested</TableCell>
                  <TableCell>Records</TableCell>
                  <TableCell>Format</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Size</TableCell>
                  <TableCell align="right" aria-label="Actions" />
                </TableRow>
              </TableHead>
              <TableBody>
                {exports.data.exports.map((e) => (
                  <ExportRow key={e.id} item={e} timeZone={timeZone} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Box>
  );
}
