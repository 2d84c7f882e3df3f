import { Link as RouterLinkBase } from 'react-router';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isApiError } from '@/lib/api-error';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useClients } from '../api/list-clients';
import { clientName } from '../components/client-name';

export default function ClientsPage() {
  const clients = useClients();
  return (
    <PageFrame title="Clients" description="The clients you can see: your own caseload, or your practice's as an admin.">
      {clients.isPending ? (
        <PageLoading />
      ) : clients.isError ? (
        isApiError(clients.error) && clients.error.status === 403 ? (
          <NoAccess what="clients" />
        ) : (
          <Alert severity="error">{clients.error.message}</Alert>
        )
      ) : clients.data.clients.length === 0 ? (
        <EmptyState title="No clients yet">Clients assigned to you will be listed here.</EmptyState>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Clients">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Date of birth</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>E-mail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {clients.data.clients.map((client) => (
                <TableRow key={client.id} hover>
                  <TableCell>
                    <Link component={RouterLinkBase} to={`/clients/${client.id}`}>
                      {clientName(client)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={client.status} color={client.status === 'active' ? 'success' : 'default'} variant="outlined" />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{client.date_of_birth ?? '—'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{client.email ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
}
