import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { patientName, usePatients } from '../api/list-patients';

interface PatientPickerProps {
  value: string | null;
  onChange: (patientId: string | null) => void;
}

/** The client a note is for; hidden for roles that may not list clients (403) or when the list fails. */
export function PatientPicker({ value, onChange }: PatientPickerProps) {
  const patients = usePatients(true);
  if (patients.isError || patients.data === null) return null;
  const list = patients.data ?? [];
  // A stored choice that is no longer in the caseload is shown as none.
  const selected = value && list.some((p) => p.id === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label="Client"
      value={patients.isPending ? '' : selected}
      disabled={patients.isPending}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>No client</em>
      </MenuItem>
      {list.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {patientName(p)}
        </MenuItem>
      ))}
    </TextField>
  );
}
