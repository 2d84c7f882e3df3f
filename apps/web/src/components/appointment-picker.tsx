import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DocumentType } from '@tend/contracts/notes.contract';
import { appointmentLabel, documentableAppointments, useClientAppointments } from '@/lib/appointments/appointments';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { clinicianTimeZone } from '@/lib/time/time-zone';

interface AppointmentPickerProps {
  clientId: string | null | undefined;
  documentType: DocumentType;
  value: string;
  onChange: (appointmentId: string) => void;
  disabled?: boolean;
}

/** Chooses the appointment a note documents: the caller's own past (or today's) appointments with the client. */
export function AppointmentPicker({ clientId, documentType, value, onChange, disabled = false }: AppointmentPickerProps) {
  const user = useCurrentUser();
  const timeZone = clinicianTimeZone(user);
  const appointments = useClientAppointments(clientId, user?.uuid, timeZone);
  const options = user?.uuid && appointments.data ? documentableAppointments(appointments.data.appointments, user.uuid, new Date(), timeZone) : [];
  const loading = !!clientId && appointments.isPending;
  const none = !!clientId && !loading && options.length === 0;
  // A value that is not on offer (no client, another client's, a stale link) is cleared, never kept hidden.
  const offered = options.some((a) => a.id === value);
  const settled = !clientId || appointments.isSuccess || appointments.isError;
  useEffect(() => {
    if (value && settled && !offered) onChange('');
  }, [value, settled, offered, onChange]);
  if (appointments.isError) return <Alert severity="warning">Appointments could not be loaded: {messageOf(appointments.error)}</Alert>;
  return (
    <TextField
      select
      label="Appointment"
      value={offered ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled || !clientId || loading || none}
      size="small"
      sx={{ minWidth: 280 }}
      helperText={!clientId ? 'Choose a client first' : loading ? 'Loading appointments…' : none ? 'No past appointments of yours with this client' : ' '}
    >
      <MenuItem value="">Choose an appointment</MenuItem>
      {options.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {appointmentLabel(a, documentType, timeZone)}
        </MenuItem>
      ))}
    </TextField>
  );
}
