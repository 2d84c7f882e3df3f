import Alert from '@mui/material/Alert';
import { isApiError, messageOf } from '@/lib/api-error';
import { RouterLink } from '@/components/router-link';

interface BillingErrorAlertProps {
  error: unknown;
  /** The client the claim is for: what is missing may be theirs (insurance, address). */
  client?: { id: string; name: string };
}

/**
 * A refused superbill or claim, in the server's words. A 400 here is missing billing identity
 * ("The practice has no NPI"), a client's missing insurance or address, or nothing billable, so it
 * links to where those are fixed.
 */
export function BillingErrorAlert({ error, client }: BillingErrorAlertProps) {
  const refused = isApiError(error) && error.status === 400;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {messageOf(error)}
      {refused && (
        <>
          {' '}
          Check the <RouterLink to="/payments">billing settings on Payments</RouterLink>
          {client && (
            <>
              {' '}
              or <RouterLink to={`/clients/${encodeURIComponent(client.id)}`}>{client.name}’s record</RouterLink>
            </>
          )}
          .
        </>
      )}
    </Alert>
  );
}
