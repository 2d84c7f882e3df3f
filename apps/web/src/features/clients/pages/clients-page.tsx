import { useEffect, useRef, useState } from 'react';
import { Link as RouterLinkBase, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';
import Add from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
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
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clientSorts, clientStatuses, clientStatusLabels } from '@tend/contracts/clients.contract';
import { can } from '@tend/contracts/permissions';
import { isApiError, messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { formatCalendarDate, formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useClinicians } from '../api/list-clinicians';
import { useClientPage, type ClientPageQuery } from '../api/search-clients';
import { clientName } from '../components/client-name';
import { ClientFormDialog } from '../components/client-form';
import { ClientStatusChip } from '../components/client-status-chip';

export const clientsPageSize = 25;
/** How long typing rests before the search is sent. */
export const searchDelayMs = 250;

type Sort = (typeof clientSorts)[number];
type Order = 'asc' | 'desc';

/** The table's state as the URL keeps it (so reload and back keep it); anything unreadable is the default. */
function readFilters(params: URLSearchParams) {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: clientStatuses.find((s) => s === status),
    providerId: params.get('provider_id') || undefined,
    sort: clientSorts.find((s) => s === sort) ?? 'name',
    order: params.get('order') === 'desc' ? ('desc' as const) : ('asc' as const),
    /** 0-based; the URL's `page` counts from 1. */
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

/** Added sorts newest first on its first click; names and statuses A to Z. */
const firstOrder = (sort: Sort): Order => (sort === 'created' ? 'desc' : 'asc');

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const hiddenBelowMd = { display: { xs: 'none', md: 'table-cell' } } as const;

/** /clients: the visible caseload, searched, filtered, sorted and paged on the server. */
export default function ClientsPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const privileged = can(user, 'users:read');
  const mayWrite = can(user, 'clients:write');
  const [creating, setCreating] = useState(false);

  // The search box shows what is typed; the URL takes it once typing rests.
  const [typed, setTyped] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (filters.search !== urlSearch) {
    // The URL changed under the box (back, a link, Clear): show its search.
    setUrlSearch(filters.search);
    if (typed.trim() !== filters.search) setTyped(filters.search);
  }
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const timer = searchTimer;
    return () => clearTimeout(timer.current);
  }, []);

  /** Changes some of the URL's filters; a new filter starts again on the first page. */
  const update = (patch: Record<string, string | undefined>, options?: NavigateOptions) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    }, options);

  const onSearch = (value: string) => {
    setTyped(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ search: value.trim() || undefined }, { replace: true }), searchDelayMs);
  };

  const query: ClientPageQuery = {
    search: filters.search || undefined,
    status: filters.status,
    provider_id: privileged ? filters.providerId : undefined,
    sort: filters.sort,
    order: filters.order,
    limit: clientsPageSize,
    offset: filters.page * clientsPageSize,
  };
  const clients = useClientPage(query);
  const clinicians = useClinicians({ enabled: privileged });
  const filtered = !!(filters.search || filters.status || (privileged && filters.providerId));

  const sortBy = (sort: Sort) =>
    update({ sort: sort === 'name' ? undefined : sort, order: filters.sort === sort ? (filters.order === 'asc' ? 'desc' : 'asc') : firstOrder(sort) });

  const sortable = (sort: Sort, label: string) => (
    <TableSortLabel active={filters.sort === sort} direction={filters.sort === sort ? filters.order : firstOrder(sort)} onClick={() => sortBy(sort)}>
      {label}
    </TableSortLabel>
  );
  const ariaSort = (sort: Sort) => (filters.sort === sort ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined);

  const forbidden = clients.isError && isApiError(clients.error) && clients.error.status === 403;
  const total = clients.data?.total ?? 0;
  const rows = clients.data?.clients ?? [];
  const clinicianOptions = clinicians.data ?? [];

  return (
    <PageFrame
      title="Clients"
      description="The clients you can see: your own caseload, or your practice's as an admin."
      actions={
        mayWrite &&
        !forbidden && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            New client
          </Button>
        )
      }
    >
      {forbidden ? (
        <NoAccess what="clients" />
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            component="form"
            role="search"
            aria-label="Filter clients"
            onSubmit={(event) => {
              event.preventDefault();
              clearTimeout(searchTimer.current);
              update({ search: typed.trim() || undefined }, { replace: true });
            }}
          >
            <TextField
              type="search"
              label="Search"
              size="small"
              placeholder="Name, phone or e-mail"
              value={typed}
              onChange={(event) => onSearch(event.target.value)}
              sx={{ minWidth: { sm: 260 }, flexGrow: { sm: 1 }, maxWidth: { md: 360 } }}
              slotProps={{
                htmlInput: { maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <TextField
              select
              label="Status"
              size="small"
              value={filters.status ?? ''}
              onChange={(event) => update({ status: event.target.value || undefined })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All statuses</MenuItem>
              {clientStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {clientStatusLabels[s]}
                </MenuItem>
              ))}
            </TextField>
            {privileged && (
              <TextField
                select
                label="Clinician"
                size="small"
                value={filters.providerId ?? ''}
                onChange={(event) => update({ provider_id: event.target.value || undefined })}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="">All clinicians</MenuItem>
                {filters.providerId && !clinicianOptions.some((c) => c.uuid === filters.providerId) && (
                  <MenuItem value={filters.providerId}>{clinicians.isPending ? 'Loading…' : 'Selected clinician'}</MenuItem>
                )}
                {clinicianOptions.map((c) => (
                  <MenuItem key={c.uuid} value={c.uuid}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {filtered && (
              <Button
                onClick={() => {
                  clearTimeout(searchTimer.current);
                  setTyped('');
                  update({ search: undefined, status: undefined, provider_id: undefined });
                }}
              >
                Clear filters
              </Button>
            )}
          </Stack>
          {privileged && clinicians.isError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Clinicians could not be loaded for the filter: {messageOf(clinicians.error)}
            </Alert>
          )}
          {clients.isPending ? (
            <PageLoading />
          ) : clients.isError ? (
            <Alert severity="error">Failed to load clients: {messageOf(clients.error)}</Alert>
          ) : rows.length === 0 ? (
            total > 0 ? (
              <EmptyState title="This page is past the last one">
                <Button onClick={() => update({ page: undefined })}>Go to the first page</Button>
              </EmptyState>
            ) : (
              <EmptyState
                title={filtered ? 'No clients match these filters' : 'No clients yet'}
                action={
                  !filtered &&
                  mayWrite && (
                    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                      Add client
                    </Button>
                  )
                }
              >
                {filtered ? 'Change or clear the filters.' : 'Clients assigned to you are listed here.'}
              </EmptyState>
            )
          ) : (
            <Paper variant="outlined">
              <Box sx={{ height: 2 }}>{clients.isFetching && <LinearProgress sx={{ height: 2 }} aria-label="Loading clients" />}</Box>
              <TableContainer>
                <Table size="small" aria-label="Clients">
                  <TableHead>
                    <TableRow>
                      <TableCell aria-sort={ariaSort('name')}>{sortable('name', 'Name')}</TableCell>
                      <TableCell aria-sort={ariaSort('status')}>{sortable('status', 'Status')}</TableCell>
                      <TableCell sx={hiddenXs}>Date of birth</TableCell>
                      <TableCell sx={hiddenBelowMd}>Phone / E-mail</TableCell>
                      {privileged && <TableCell sx={hiddenXs}>Clinician</TableCell>}
                      <TableCell sx={hiddenXs} aria-sort={ariaSort('created')}>
                        {sortable('created', 'Added')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((client) => (
                      <TableRow key={client.id} hover>
                        <TableCell>
                          <Link component={RouterLinkBase} to={`/clients/${client.id}`}>
                            {clientName(client)}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <ClientStatusChip status={client.status} />
                        </TableCell>
                        <TableCell sx={hiddenXs}>{client.date_of_birth ? formatCalendarDate(client.date_of_birth) : '—'}</TableCell>
                        <TableCell sx={hiddenBelowMd}>
                          {client.phone || client.email ? (
                            <>
                              {client.phone && <div>{client.phone}</div>}
                              {client.email && (
                                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                                  {client.email}
                                </Typography>
                              )}
                            </>
                          ) : (
                            '—'
                          )}
                        </TableCell>
                        {privileged && <TableCell sx={hiddenXs}>{client.provider_name ?? 'Unassigned'}</TableCell>}
                        <TableCell sx={hiddenXs}>{formatDate(client.created_at, timeZone)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={total}
                page={Math.min(filters.page, Math.max(0, Math.ceil(total / clientsPageSize) - 1))}
                onPageChange={(_, page) => update({ page: page > 0 ? String(page + 1) : undefined })}
                rowsPerPage={clientsPageSize}
                rowsPerPageOptions={[clientsPageSize]}
              />
            </Paper>
          )}
        </>
      )}
      {creating && <ClientFormDialog onClose={() => setCreating(false)} onSaved={(client) => void navigate(`/clients/${client.id}`)} />}
    </PageFrame>
  );
}
