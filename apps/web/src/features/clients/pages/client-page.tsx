import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { isApiError } from '@/lib/api-error';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useClient } from '../api/get-client';
import { clientName } from '../components/client-name';

export default function ClientPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  if (client.isPending) return <PageLoading />;
  if (client.isError) {
    const status = isApiError(client.error) ? client.error.status : 0;
    return (
      <PageFrame title="Client">
        {status === 403 ? (
          <NoAccess what="this client" />
        ) : (
          <Alert severity="error">{status === 404 || status === 400 ? 'This client could not be found.' : client.error.message}</Alert>
        )}
      </PageFrame>
    );
  }
  const c = client.data;
  const rows: [string, string][] = [
    ['Status', c.status],
    ['Date of birth', c.date_of_birth ?? '—'],
    ['E-mail', c.email ?? '—'],
    ['Phone', c.phone ?? '—'],
    ['Client since', new Date(c.created_at).toLocaleDateString()],
  ];
  return (
    <PageFrame title={clientName(c)} description="Sessions, notes and documents for this client will gather here.">
      <Paper variant="outlined">
        <Table aria-label="Client details">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </PageFrame>
  );
}
