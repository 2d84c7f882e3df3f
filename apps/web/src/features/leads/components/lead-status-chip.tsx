import Chip, { type ChipProps } from '@mui/material/Chip';
import { leadStatusLabels, type LeadStatus } from '@tend/contracts/leads.contract';

const colors: Record<LeadStatus, ChipProps['color']> = {
  new: 'info',
  contacted: 'primary',
  consultation_booked: 'secondary',
  converted: 'success',
  closed: 'default',
};

export function LeadStatusChip({ status }: { status: LeadStatus }) {
  return <Chip size="small" label={leadStatusLabels[status]} color={colors[status]} variant={status === 'closed' ? 'outlined' : 'filled'} />;
}
