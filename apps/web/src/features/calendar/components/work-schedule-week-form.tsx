import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { weekdays } from '@tend/contracts/calendar.contract';
import type { WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useSaveWorkSchedule } from '../api/work-schedule-save';
import { WorkScheduleDay } from './work-schedule-day';
import {
  bufferChoices,
  copyMondayToWeekdays,
  nextSpan,
  weekFormDefaults,
  weekFormSchema,
  weekPresets,
  type SpanFields,
  type WeekFormFields,
  type WeekFormValues,
} from './work-schedule-form-schema';

interface WorkScheduleWeekFormProps {
  schedule: WorkSchedule;
  /** Sent when an admin edits another clinician's week; the caller's own without it. */
  providerId?: string;
}

/** The weekly hours and the buffer, saved together. */
export function WorkScheduleWeekForm({ schedule, providerId }: WorkScheduleWeekFormProps) {
  const titleId = useId();
  const save = useSaveWorkSchedule();
  const form = useForm<WeekFormFields, unknown, WeekFormValues>({ resolver: zodResolver(weekFormSchema), defaultValues: weekFormDefaults(schedule) });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const [presetsAnchor, setPresetsAnchor] = useState<HTMLElement | null>(null);

  /** A new week for every day at once (a preset, Monday copied): old errors belong to old rows. */
  function replaceWeek(spans: SpanFields[]) {
    form.clearErrors('weekly');
    weekly.replace(spans);
  }

  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, provider_id: providerId }, { onSuccess: (saved) => form.reset(weekFormDefaults(saved)) }),
  );
  const rowsOf = (weekday: number) => weekly.fields.flatMap((field, index) => (field.weekday === weekday ? [{ key: field.id, index }] : []));
  const spansOf = (weekday: number) => form.getValues('weekly').filter((s) => s.weekday === weekday);

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            Weekly hours
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Times are in {schedule.time_zone}.
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => replaceWeek(copyMondayToWeekdays(form.getValues('weekly')))}>
            Copy Monday to weekdays
          </Button>
          <Button size="small" aria-haspopup="menu" aria-expanded={!!presetsAnchor} onClick={(event) => setPresetsAnchor(event.currentTarget)}>
            Presets
          </Button>
          <Menu anchorEl={presetsAnchor} open={!!presetsAnchor} onClose={() => setPresetsAnchor(null)}>
            {weekPresets.map((preset) => (
              <MenuItem
                key={preset.label}
                dense
                onClick={() => {
                  replaceWeek(preset.weekly);
                  setPresetsAnchor(null);
                }}
              >
                {preset.label}
              </MenuItem>
            ))}
          </Menu>
        </Stack>
      </Stack>

      {weekdays.map((weekday) => (
        <WorkScheduleDay
          key={weekday}
          weekday={weekday}
          rows={rowsOf(weekday)}
          form={form}
          onAdd={() => weekly.append(nextSpan(weekday, spansOf(weekday)))}
          onRemove={(index) => {
            form.clearErrors('weekly');
            weekly.remove(index);
          }}
        />
      ))}

      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          select
          size="small"
          label="Buffer between sessions"
          slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
          sx={{ width: 220 }}
          {...fieldProps(form, 'buffer_minutes', { valueAsNumber: true, hint: 'Kept free before and after each appointment when slots are offered.' })}
        >
          {bufferChoices(schedule.buffer_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? 'None' : `${minutes} minutes`}
            </option>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          {form.formState.isDirty && (
            <Typography variant="body2" color="text.secondary">
              Unsaved changes
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save working hours
          </Button>
        </Stack>
      </Stack>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messageOf(save.error)}
        </Alert>
      )}
    </Paper>
  );
}
