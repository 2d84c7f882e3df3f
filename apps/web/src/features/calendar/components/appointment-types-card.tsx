import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AppointmentType } from '@tend/contracts/calendar.contract';
import { can } from '@tend/contracts/permissions';
import { api } from '@/lib/api';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { calendarKeys } from '../api/appointments';

const allTypesKey = [...calendarKeys.types(), 'all'] as const;

/** The practice's appointment types with their default length and service code; an admin adds types and turns them off. */
export function AppointmentTypesCard() {
  const titleId = useId();
  const user = useCurrentUser();
  const mayEdit = can(user, 'admin:settings');
  const queryClient = useQueryClient();
  const types = useQuery({ queryKey: allTypesKey, queryFn: ({ signal }) => api.get<{ types: AppointmentType[] }>('/appointment-types', { signal }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.types() });
  const toggle = useMutation({
    mutationFn: (type: AppointmentType) => api.patch<AppointmentType>(`/appointment-types/${type.id}`, { active: !type.active }),
    onSuccess: refresh,
  });
  const add = useMutation({
    mutationFn: (body: { name: string; service_code: string | null; duration_minutes: number }) => api.post<AppointmentType>('/appointment-types', body),
    onSuccess: async (type) => {
      toast(`${type.name} added`, 'success');
      setDraft({ name: '', code: '', minutes: '50' });
      await refresh();
    },
  });
  const [draft, setDraft] = useState({ name: '', code: '', minutes: '50' });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Appointment types
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        What the practice books: each type's length is the default when booking, and its service code is billed for the visit.
      </Typography>
      {types.isError && <Alert severity="error">{messageOf(types.error)}</Alert>}
      {(toggle.error ?? add.error) && <Alert severity="error">{messageOf(toggle.error ?? add.error)}</Alert>}
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Code</TableCell>
            <TableCell>Minutes</TableCell>
            <TableCell align="right">Offered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(types.data?.types ?? []).map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.service_code ?? '—'}</TableCell>
              <TableCell>{t.duration_minutes}</TableCell>
              <TableCell align="right">
                <Switch
                  size="small"
                  checked={t.active}
                  disabled={!mayEdit || toggle.isPending}
                  onChange={() => toggle.mutate(t)}
                  slotProps={{ input: { 'aria-label': `Offer ${t.name}` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {mayEdit && (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ name: draft.name.trim(), service_code: draft.code.trim() || null, duration_minutes: Number(draft.minutes) });
          }}
        >
          <TextField
            size="small"
            label="New type"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            required
            sx={{ flex: 2 }}
          />
          <TextField
            size="small"
            label="CPT code"
            value={draft.code}
            onChange={(e) => setDraft({ ...draft, code: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '\\d{5}', maxLength: 5 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label="Minutes"
            type="number"
            value={draft.minutes}
            onChange={(e) => setDraft({ ...draft, minutes: e.target.value })}
            slotProps={{ htmlInput: { min: 5, max: 480 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" startIcon={<Add />} disabled={add.isPending}>
            Add type
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
