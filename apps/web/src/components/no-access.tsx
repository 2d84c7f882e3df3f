import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state';

/** A screen the server will not show this user: a clear state, not an error page. */
export function NoAccess({ what }: { what: string }) {
  return (
    <EmptyState title="No access" icon={<LockOutlined color="action" sx={{ fontSize: 40, mb: 1 }} aria-hidden />}>
      Your account does not have permission to view {what}. If you need it, ask your practice administrator.
      <div>
        <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
          Go to my home page
        </Button>
      </div>
    </EmptyState>
  );
}
