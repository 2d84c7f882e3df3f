import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentRequestStatus } from '@tend/contracts/portal.contract';
import type { PortalRequest } from '@tend/contracts/portal-appointments.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { visitWhen } from './format-visit';
import { useWithdrawPortalRequest } from './portal-request-withdraw';

const statusChip: Record<AppointmentRequestStatus, { label: string; color: 'default' | 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Waiting for an answer', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** One request: the time asked for, its answer (a decline's reason), and Withdraw while it waits. */
export function RequestRow({ request, timeZone }: { request: PortalRequest; timeZone: string }) {
  const withdraw = useWithdrawPortalRequest();
  const chip = statusChip[request.status];
  return (
    <Box component="li" sx={{ py: 1.25, px: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{visitWhen(request.start, request.end, timeZone)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[request.type_name ?? 'Session', request.provider_name].join(' · ')}
          </Typography>
          {request.decline_reason && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              “{request.decline_reason}”
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
          <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
          {request.status === 'pending' && (
            <Button
              size="small"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(request.id, {
                  onSuccess: () => toast('Request withdrawn', 'success'),
                  onError: (error) => toast(messageOf(error), 'error'),
                })
              }
            >
              Withdraw
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
