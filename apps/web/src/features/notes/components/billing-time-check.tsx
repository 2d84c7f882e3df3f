import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useBillingCheck } from '../api/billing-check-get';
import { useChangeServiceCode } from '../api/service-code-update';

/**
 * The signing time check (CPT time rules): when the visit's service code does not fit the
 * session's length, say so before the signature and offer the code the length supports. It never
 * blocks signing, and says nothing when the check cannot be made (no permission, no visit).
 */
export function BillingTimeCheck({ appointmentId }: { appointmentId: string }) {
  const check = useBillingCheck(appointmentId);
  const change = useChangeServiceCode();
  const c = check.data;
  if (!c || c.matches) return null;
  const proposed = c.proposed_code;
  const message = c.message ?? `The service code ${c.service_code ?? '(none)'} does not match a ${c.minutes}-minute session.`;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      data-testid="billing-time-check"
      action={
        proposed && (
          <Button
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ appointmentId, serviceCode: proposed }, { onError: (e) => toast(`The code could not be changed: ${messageOf(e)}`, 'error') })
            }
          >
            {change.isPending ? 'Changing…' : `Use ${proposed}`}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
