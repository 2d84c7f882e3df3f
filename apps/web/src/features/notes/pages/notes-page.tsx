import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { documentTypeLabels, documentTypes, type DocumentType } from '@tend/contracts/notes.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useClients } from '@/features/clients';
import { noteKeys } from '../api/keys';
import { listNotes, type NotesFilter } from '../api/note-calls';
import { unsignedFirst } from '../logic/highlight';

const pageSize = 25;

/** /notes: every note the caller may see, unsigned first, filtered by client, type, status and date. */
export default function NotesPage() {
  const [filter, setFilter] = useState<Omit<NotesFilter, 'limit' | 'offset'>>({});
  const [page, setPage] = useState(0);
  const clients = useClients();
  // Dates shown in the zone the From/To filter reads them in, so a listed note shows a date inside the range.
  const timeZone = useTimeZone();
  const notes = useQuery({
    queryKey: noteKeys.list(filter, page),
    queryFn: ({ signal }) => listNotes({ ...filter, limit: pageSize, offset: page * pageSize }, signal),
    placeholderData: keepPreviousData,
  });

  const set = (patch: Partial<NotesFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  const filtered = Object.values(filter).some((v) => v);
  const rows = unsignedFirst(notes.data?.notes ?? []);

  return (
    <PageFrame
      title="Notes"
      description="Every session note you may see, unsigned ones first."
      actions={
        <Button component={RouterLink} to="/notes/new" variant="contained" startIcon={<Add />}>
          New note
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} component="form" aria-label="Filter notes" onSubmit={(e) => e.preventDefault()}>
        <TextField
          select
          label="Client"
          size="small"
          value={filter.client_id ?? ''}
          onChange={(e) => set({ client_id: e.target.value || undefined })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All clients</MenuItem>
          {(clients.data?.clients ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.first_name} {c.last_name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Type"
          size="small"
          value={filter.document_type ?? ''}
          onChange={(e) => set({ document_type: (e.target.value || undefined) as DocumentType | undefined })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All types</MenuItem>
          {documentTypes.map((t) => (
            <MenuItem key={t} value={t}>
              {documentTypeLabels[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={filter.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as NotesFilter['status'] })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">Any status</MenuItem>
          <MenuItem value="draft">Draft</MenuItem>
          <MenuItem value="approved">Approved</MenuItem>
        </TextField>
        <TextField
          label="From"
          type="date"
          size="small"
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered && (
          <Button
            onClick={() => {
              setFilter({});
              setPage(0);
            }}
          >
            Clear
          </Button>
        )}
      </Stack>
      {clients.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Clients could not be loaded for the filter: {messageOf(clients.error)}
        </Alert>
      )}
      {notes.isError ? (
        <Alert severity="error">Failed to load notes: {messageOf(notes.error)}</Alert>
      ) : notes.isPending ? null : rows.length === 0 ? (
        <EmptyState
          title={filtered ? 'No notes match these filters' : 'No notes yet'}
          action={
            !filtered && (
              <Button component={RouterLink} to="/notes/new" variant="contained" startIcon={<Add />}>
                New note
              </Button>
            )
          }
        >
          {filtered ? 'Change or clear the filters.' : 'Notes you write with the assistant or by hand are listed here.'}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Notes">
              <TableHead>
                <TableRow>
                  <TableCell>Note</TableCell>
                  <TableCell>Client</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Appointment</TableCell>
                  <TableCell>Written</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((n) => (
                  <TableRow key={n.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/notes/${n.id}`}>
                        {documentTypeLabels[n.document_type]}
                      </Link>
                    </TableCell>
                    <TableCell>{n.client_name || n.patient_display}</TableCell>
                    <TableCell>
                      <Chip size="small" label={n.status === 'approved' ? 'Approved' : 'Draft'} color={n.status === 'approved' ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell>{n.encounter ? formatDate(n.encounter.scheduled_start, timeZone) : '—'}</TableCell>
                    <TableCell>{formatDate(n.created_at, timeZone)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={notes.data?.total ?? 0}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[pageSize]}
          />
        </Paper>
      )}
    </PageFrame>
  );
}
