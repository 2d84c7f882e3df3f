import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { appointmentLocations, type AppointmentLocation } from '@tend/contracts/calendar.contract';
import { weekdayNames } from '@tend/contracts/work-schedule.contract';
import { fieldProps } from '@/lib/forms/field-props';
import type { WeekFormFields, WeekFormValues } from './work-schedule-form-schema';

const locationLabels: Record<AppointmentLocation, string> = { office: 'Office', telehealth: 'Telehealth' };
// Native inputs: the browser's own time picker and keyboard entry, and a dense select on a phone.
const timeSlots = { inputLabel: { shrink: true }, htmlInput: { step: 300 } } as const;
const selectSlots = { inputLabel: { shrink: true }, select: { native: true } } as const;

interface WorkScheduleDayProps {
  weekday: keyof typeof weekdayNames;
  /** This day's spans: their place in the form's `weekly` list. */
  rows: { key: string; index: number }[];
  form: UseFormReturn<WeekFormFields, unknown, WeekFormValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** One weekday of the week editor: its spans (start, end, place) and a way to add another. */
export function WorkScheduleDay({ weekday, rows, form, onAdd, onRemove }: WorkScheduleDayProps) {
  const headingId = useId();
  const day = weekdayNames[weekday];
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '104px 1fr' }, gap: 1, py: 1.25, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600, pt: { sm: 1 } }}>
        {day}
      </Typography>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        {rows.map(({ key, index }, position) => (
          <Stack key={key} direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField size="small" type="time" label="Start" slotProps={timeSlots} sx={{ width: 156 }} {...fieldProps(form, `weekly.${index}.start`)} />
            <TextField size="small" type="time" label="End" slotProps={timeSlots} sx={{ width: 156 }} {...fieldProps(form, `weekly.${index}.end`)} />
            <TextField select size="small" label="Location" slotProps={selectSlots} sx={{ width: 140 }} {...fieldProps(form, `weekly.${index}.location`)}>
              {appointmentLocations.map((location) => (
                <option key={location} value={location}>
                  {locationLabels[location]}
                </option>
              ))}
            </TextField>
            <IconButton aria-label={`Remove ${day} hours ${position + 1}`} onClick={() => onRemove(index)} sx={{ mt: 0.25 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          {rows.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Not working
            </Typography>
          )}
          <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={`Add hours on ${day}`}>
            Add hours
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
