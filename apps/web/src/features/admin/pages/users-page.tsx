import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useUsers } from '../api/list-users';
import { ServerRefusal } from '../components/server-refusal';

export default function UsersPage() {
  const users = useUsers();
  return (
    <PageFrame title="User Management" description="The people in your practice, their roles and whether their accounts are active.">
      {users.isPending ? (
        <PageLoading />
      ) : users.isError ? (
        <ServerRefusal error={users.error} what="the practice's users" />
      ) : users.data.users.length === 0 ? (
        <EmptyState title="No users">Members of the practice will be listed here.</EmptyState>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Practice users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.users.map((member) => (
                <TableRow key={member.uuid}>
                  <TableCell>{member.name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{member.email}</TableCell>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{member.role}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={member.active ? 'Active' : 'Inactive'} color={member.active ? 'success' : 'default'} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
}
