import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { clientName, useClients } from '@/features/clients';

interface PatientPickerProps {
  value: string | null;
  onChange: (patientId: string | null) => void;
}

/** The client a note is for; hidden for roles that may not list clients (403) or when the list fails. */
export function PatientPicker({ value, onChange }: PatientPickerProps) {
  const clients = useClients();
  if (clients.isError) return null;
  const list = clients.data?.clients ?? [];
  // A stored choice that is no longer in the caseload is shown as none.
  const selected = value && list.some((p) => p.id === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label="Client"
      value={clients.isPending ? '' : selected}
      disabled={clients.isPending}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: { xs: 170, sm: 200 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>No client</em>
      </MenuItem>
      {list.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {clientName(p)}
        </MenuItem>
      ))}
    </TextField>
  );
}
