import Alert from '@mui/material/Alert';
import { isApiError } from '@/lib/api-error';
import { NoAccess } from '@/components/no-access';

/** A 403 is "no access", anything else an error with its message. */
export function ServerRefusal({ error, what }: { error: Error; what: string }) {
  if (isApiError(error) && error.status === 403) return <NoAccess what={what} />;
  return <Alert severity="error">{error.message}</Alert>;
}
