import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PlanContact } from '@tend/contracts/risk.contract';

interface PlanContactsFieldProps {
  label: string;
  /** "Name" for people, "Name or place" where places count too. */
  nameLabel: string;
  contacts: PlanContact[];
  /** Per row: why its name is refused (a phone without a name), else undefined. */
  nameErrors?: (string | undefined)[];
  onChange: (contacts: PlanContact[]) => void;
  disabled?: boolean;
}

/** People (or places) with a phone number: a row each, added and removed freely. */
export function PlanContactsField({ label, nameLabel, contacts, nameErrors, onChange, disabled }: PlanContactsFieldProps) {
  const set = (i: number, patch: Partial<PlanContact>) => onChange(contacts.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {contacts.map((c, i) => (
        <Box
          key={i}
          role="group"
          aria-label={`${label} ${i + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' }, gap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label={nameLabel}
            value={c.name}
            onChange={(e) => set(i, { name: e.target.value })}
            disabled={disabled}
            error={Boolean(nameErrors?.[i])}
            helperText={nameErrors?.[i]}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            size="small"
            label="Phone"
            type="tel"
            value={c.phone}
            onChange={(e) => set(i, { phone: e.target.value })}
            disabled={disabled}
            sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <IconButton
            aria-label={`Remove ${label} ${i + 1}`}
            onClick={() => onChange(contacts.filter((_, j) => j !== i))}
            disabled={disabled}
            sx={{ gridRow: { xs: '1 / span 2', sm: 'auto' }, gridColumn: { xs: '2', sm: 'auto' } }}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => onChange([...contacts, { name: '', phone: '' }])}
        disabled={disabled || contacts.length >= 30}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add to {label.toLowerCase()}
      </Button>
    </Stack>
  );
}
