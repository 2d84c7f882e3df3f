import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { leadStatuses, leadStatusLabels, type LeadStatus } from '@tend/contracts/leads.contract';

interface LeadStatusFilterProps {
  counts: Record<LeadStatus, number> | undefined;
  value: LeadStatus | undefined;
  onChange: (status: LeadStatus | undefined) => void;
}

/** One chip per stage with its count; the chosen one filters the list. */
export function LeadStatusFilter({ counts, value, onChange }: LeadStatusFilterProps) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const label = (text: string, n: number | undefined) => (n === undefined ? text : `${text} (${n})`);
  return (
    <Stack direction="row" role="group" aria-label="Filter by status" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Chip label={label('All', total)} color={value ? 'default' : 'primary'} onClick={() => onChange(undefined)} aria-pressed={!value} />
      {leadStatuses.map((status) => (
        <Chip
          key={status}
          label={label(leadStatusLabels[status], counts?.[status])}
          color={value === status ? 'primary' : 'default'}
          onClick={() => onChange(status)}
          aria-pressed={value === status}
        />
      ))}
    </Stack>
  );
}
