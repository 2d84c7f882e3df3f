import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { actingRole } from '@tend/contracts/permissions';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { clientName, useClients } from '@/features/clients';
import { useAppointmentTypes, useBookAppointment, useUpdateAppointment } from '../api/appointments';
import {
  appointmentFormDefaults,
  appointmentFormSchema,
  repeatChoices,
  toBookingRequest,
  visitTimes,
  type AppointmentFormValues,
} from './appointment-form-schema';
import { BookingWarningAlert } from './conflict-alert';
import { bookingWarningIn, confirming, noOverrides, type Overrides } from './conflicts';
import { ScopeChoice } from './scope-choice';

export interface AppointmentDialogProps {
  /** The visit to change; absent to book a new one. */
  visit?: CalendarAppointment;
  /** A new visit's slot (the one clicked) and client. */
  start?: Date;
  end?: Date;
  clientId?: string;
  /** Clinicians the caller may book for (admins and supervisors); empty for a clinician's own calendar. */
  clinicians: { id: string; name: string }[];
  timeZone: string;
  onClose: () => void;
}

const dateSlot = { inputLabel: { shrink: true } } as const;

/** Book a visit or series, or change one (with "this / following / all" for a series), in a dialog. */
export function AppointmentDialog({ visit, start, end, clientId, clinicians, timeZone, onClose }: AppointmentDialogProps) {
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  const clients = useClients();
  const types = useAppointmentTypes();
  const book = useBookAppointment();
  const update = useUpdateAppointment();
  const mutation = visit ? update : book;

  const form = useForm<AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: appointmentFormDefaults({ start, end, visit, clientId }, timeZone),
  });
  const [location, repeat, ends, providerId] = useWatch({ control: form.control, name: ['location', 'repeat', 'ends', 'provider_id'] });
  const [overrides, setOverrides] = useState<Overrides>(noOverrides);
  const warning = bookingWarningIn(mutation.error);
  const failure = mutation.error && !warning ? messageOf(mutation.error) : null;
  const clientOptions = clients.data?.clients ?? [];
  const booksForOthers = clinicians.length > 0 && !!user && actingRole(user) !== 'therapist';

  function send(values: AppointmentFormValues, allow: Overrides) {
    setOverrides(allow);
    const done = () => {
      toast(visit ? 'Appointment updated' : values.repeat === 'none' ? 'Appointment booked' : 'Recurring appointments booked', 'success');
      onClose();
    };
    if (visit) {
      const request = toBookingRequest(values, timeZone);
      update.mutate(
        {
          id: visit.id,
          changes: {
            ...visitTimes(values, timeZone),
            type_id: request.type_id,
            location: request.location,
            telehealth_url: request.telehealth_url,
            ...(values.provider_id && values.provider_id !== visit.provider_id ? { provider_id: values.provider_id } : {}),
            scope: visit.series_id ? values.scope : 'this',
            ...allow,
          },
        },
        { onSuccess: done },
      );
    } else book.mutate({ ...toBookingRequest(values, timeZone), ...allow }, { onSuccess: done });
  }
  const submit = (allow: Overrides) => form.handleSubmit((values) => send(values, allow));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{visit ? `Edit appointment · ${visit.client_name}` : 'New appointment'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} component="form" id={formId} noValidate onSubmit={(event) => void submit(overrides)(event)} aria-labelledby={titleId}>
          {warning && (
            <BookingWarningAlert
              warning={warning}
              timeZone={timeZone}
              onConfirm={() => void submit(confirming(overrides, warning))()}
              pending={mutation.isPending}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}

          {!visit && (
            <Controller
              control={form.control}
              name="client_id"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={clientOptions}
                  loading={clients.isPending}
                  value={clientOptions.find((c) => c.id === field.value) ?? null}
                  onChange={(_event, option) => field.onChange(option?.id ?? '')}
                  getOptionLabel={(c) => clientName(c)}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      size="small"
                      label="Client"
                      required
                      autoFocus
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
          )}

          {booksForOthers && (
            <TextField select size="small" label="Clinician" {...fieldProps(form, 'provider_id')} value={providerId}>
              <MenuItem value="">Me</MenuItem>
              {clinicians
                .filter((c) => c.id !== user?.uuid)
                .map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
            </TextField>
          )}

          <Controller
            control={form.control}
            name="type_id"
            render={({ field: { ref, onChange, ...field } }) => (
              <TextField
                select
                size="small"
                label="Appointment type"
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  onChange(event);
                  const type = types.data?.find((t) => t.id === event.target.value);
                  if (type) form.setValue('duration_minutes', type.duration_minutes);
                }}
                helperText={types.isError ? `Types could not be loaded: ${messageOf(types.error)}` : undefined}
              >
                <MenuItem value="">No type</MenuItem>
                {(types.data ?? []).map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                    {t.service_code ? ` · ${t.service_code}` : ''} · {t.duration_minutes} min
                  </MenuItem>
                ))}
              </TextField>
            )}
          />

          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
            <TextField
              size="small"
              label="Date"
              type="date"
              slotProps={dateSlot}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              {...fieldProps(form, 'date')}
            />
            <TextField size="small" label="Start" type="time" slotProps={dateSlot} {...fieldProps(form, 'time')} />
            <TextField
              size="small"
              label="Minutes"
              type="number"
              slotProps={{ htmlInput: { min: 5, max: 480, step: 1 } }}
              {...fieldProps(form, 'duration_minutes', { valueAsNumber: true })}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            Times are in {timeZone}.
          </Typography>

          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <TextField select size="small" label="Location" {...fieldProps(form, 'location')} value={location}>
              <MenuItem value="office">Office</MenuItem>
              <MenuItem value="telehealth">Telehealth</MenuItem>
            </TextField>
            {location === 'telehealth' && <TextField size="small" label="Video link" placeholder="https://" {...fieldProps(form, 'telehealth_url')} />}
          </Box>

          {!visit && (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField select size="small" label="Repeat" {...fieldProps(form, 'repeat')} value={repeat}>
                {repeatChoices.map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
              {repeat !== 'none' && (
                <TextField select size="small" label="Ends" {...fieldProps(form, 'ends')} value={ends}>
                  <MenuItem value="count">After a number of visits</MenuItem>
                  <MenuItem value="until">On a date</MenuItem>
                  <MenuItem value="never">No end date</MenuItem>
                </TextField>
              )}
              {repeat !== 'none' && ends === 'count' && (
                <TextField
                  size="small"
                  label="Visits"
                  type="number"
                  slotProps={{ htmlInput: { min: 2, max: 260 } }}
                  {...fieldProps(form, 'count', { valueAsNumber: true })}
                />
              )}
              {repeat !== 'none' && ends === 'until' && (
                <TextField size="small" label="Last date" type="date" slotProps={dateSlot} {...fieldProps(form, 'until')} />
              )}
            </Box>
          )}

          {visit?.series_id && (
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => <ScopeChoice value={field.value} onChange={field.onChange} legend="Apply the change to" />}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {visit ? 'Save changes' : 'Book'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
