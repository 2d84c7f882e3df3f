import TextField from '@mui/material/TextField';
import type { PracticeUser } from '@tend/contracts/users.contract';

interface WorkScheduleClinicianSelectProps {
  value: string;
  onChange: (providerId: string) => void;
  clinicians: PracticeUser[];
  /** The admin themselves, offered first when they also see clients. */
  self?: { uuid: string; name: string };
  error?: string;
}

/** An admin's choice of whose week to edit. */
export function WorkScheduleClinicianSelect({ value, onChange, clinicians, self, error }: WorkScheduleClinicianSelectProps) {
  const others = clinicians.filter((c) => c.uuid !== self?.uuid);
  return (
    <TextField
      select
      size="small"
      label="Clinician"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
      sx={{ width: { xs: '100%', sm: 320 }, mb: 2 }}
    >
      {self && <option value={self.uuid}>{`${self.name} (me)`}</option>}
      {others.map((c) => (
        <option key={c.uuid} value={c.uuid}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
}
