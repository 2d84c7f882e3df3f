import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TimeOff, WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useAddTimeOff } from '../api/work-schedule-add-time-off';
import { useRemoveTimeOff } from '../api/work-schedule-remove-time-off';
import { timeOffFormSchema, type TimeOffFormFields, type TimeOffFormValues } from './work-schedule-form-schema';

interface WorkScheduleTimeOffProps {
  schedule: WorkSchedule;
  /** Sent when an admin adds time off for another clinician. */
  providerId?: string;
}

/** "Mon, 16 Mar 2026, 00:00 – Sat, 21 Mar 2026, 00:00" on the clinician's clock. */
function formatRange(off: TimeOff, timeZone: string): string {
  const format = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return format.formatRange(new Date(off.starts_at), new Date(off.ends_at));
}

const blank: TimeOffFormFields = { starts_at: '', ends_at: '', reason: '' };
const dateTimeSlots = { inputLabel: { shrink: true } } as const;

/** Coming time off, and a short form to add more (date-times on the clinician's clock). */
export function WorkScheduleTimeOff({ schedule, providerId }: WorkScheduleTimeOffProps) {
  const titleId = useId();
  const add = useAddTimeOff();
  const remove = useRemoveTimeOff();
  const form = useForm<TimeOffFormFields, unknown, TimeOffFormValues>({ resolver: zodResolver(timeOffFormSchema(schedule.time_zone)), defaultValues: blank });
  const submit = form.handleSubmit((values) => add.mutate({ ...values, provider_id: providerId }, { onSuccess: () => form.reset(blank) }));
  const failure = add.error ?? remove.error;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        Time off
      </Typography>
      <Typography variant="body2" color="text.secondary">
        No slots are offered while you are away. Times are in {schedule.time_zone}.
      </Typography>

      {schedule.time_off.length === 0 ? (
        <Typography variant="body2" sx={{ my: 1.5 }}>
          No time off planned.
        </Typography>
      ) : (
        <List dense aria-label="Planned time off" sx={{ my: 0.5 }}>
          {schedule.time_off.map((off) => {
            const range = formatRange(off, schedule.time_zone);
            return (
              <ListItem
                key={off.id}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={`Remove time off ${range}`} disabled={remove.isPending} onClick={() => remove.mutate(off.id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={range} secondary={off.reason} />
              </ListItem>
            );
          })}
        </List>
      )}

      <Box
        component="form"
        noValidate
        aria-label="Add time off"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1fr 1fr 1.5fr auto' }, alignItems: 'start' }}
      >
        <TextField size="small" type="datetime-local" label="Starts" slotProps={dateTimeSlots} {...fieldProps(form, 'starts_at')} />
        <TextField size="small" type="datetime-local" label="Ends" slotProps={dateTimeSlots} {...fieldProps(form, 'ends_at')} />
        <TextField size="small" label="Reason" autoComplete="off" {...fieldProps(form, 'reason', { hint: 'Optional, e.g. holiday or training' })} />
        <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ mt: { md: 0.25 } }}>
          Add time off
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(failure)}
        </Alert>
      )}
    </Paper>
  );
}
