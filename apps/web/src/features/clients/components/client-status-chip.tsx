import Chip, { type ChipProps } from '@mui/material/Chip';
import { clientStatusLabels, type ClientStatus } from '@tend/contracts/clients.contract';

const colors: Record<ClientStatus, ChipProps['color']> = {
  prospective: 'info',
  waitlist: 'warning',
  active: 'success',
  inactive: 'default',
  discharged: 'default',
};

/** A client's status, outlined so a long table stays calm in light and dark. */
export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Chip size="small" variant="outlined" label={clientStatusLabels[status]} color={colors[status]} />;
}
