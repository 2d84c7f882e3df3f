import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import CancelIcon from '@mui/icons-material/Cancel';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@tend/contracts/permissions';
import { updateSchedulingSettingsRequestSchema, type SchedulingSettingsResponse } from '@tend/contracts/scheduling-settings.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { useSchedulingSettings } from '../api/scheduling-settings-get';
import { useUpdateSchedulingSettings } from '../api/scheduling-settings-update';

const maxLeads = 3;

/** What the form edits; the window is typed text. Read into the contract's request, then checked by it too. */
const reminderFormSchema = z
  .object({
    reminder_lead_hours: z.array(z.number()),
    sms_reminders: z.boolean(),
    late_cancel_window_hours: z
      .string()
      .trim()
      .regex(/^\d+$/, 'Enter whole hours, e.g. 24')
      .refine((v) => Number(v) <= 168, 'At most 168 hours (7 days)'),
  })
  .transform((v) => ({ ...v, late_cancel_window_hours: Number(v.late_cancel_window_hours) }))
  .pipe(updateSchedulingSettingsRequestSchema.required());
type ReminderFormFields = z.input<typeof reminderFormSchema>;
type ReminderFormValues = z.output<typeof reminderFormSchema>;

const hoursLabel = (hours: number) => (hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} h`);
const sorted = (hours: number[]) => [...hours].sort((a, b) => b - a);

/** Why a typed lead time cannot be added, or null. */
function leadProblem(typed: string, leads: number[]): string | null {
  if (!/^\d+$/.test(typed.trim())) return 'Enter whole hours, e.g. 48';
  const hours = Number(typed);
  if (hours < 1 || hours > 336) return 'Between 1 and 336 hours (14 days)';
  if (leads.includes(hours)) return 'Already in the list';
  if (leads.length >= maxLeads) return `At most ${maxLeads} reminders`;
  return null;
}

/**
 * The practice's reminder policy: lead times, texts, the late-cancellation window. An admin edits
 * it; everyone else sees it. Needs no props.
 */
export function ReminderSettingsCard() {
  const titleId = useId();
  const user = useCurrentUser();
  const settings = useSchedulingSettings();
  const mayEdit = can(user, 'admin:settings');

  let body;
  if (settings.isPending) body = <Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />;
  else if (settings.isError)
    body = (
      <Alert severity="error" sx={{ mt: 1.5 }}>
        {messageOf(settings.error)}
      </Alert>
    );
  else if (mayEdit) body = <ReminderSettingsForm settings={settings.data} />;
  else body = <ReminderSettingsSummary settings={settings.data} />;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        Reminders and cancellations
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Clients are reminded of each visit by e-mail{settings.data?.sms_reminders ? ' and, if they agreed, by text' : ''}. A reminder names the practice, the
        time and the clinician&apos;s first name only.
      </Typography>
      {body}
    </Paper>
  );
}

function ReminderSettingsSummary({ settings }: { settings: SchedulingSettingsResponse }) {
  const leadsId = useId();
  return (
    <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }} id={leadsId}>
        Reminder lead times
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {settings.reminder_lead_hours.length === 0 ? (
          <Typography variant="body2">No reminders</Typography>
        ) : (
          <Stack direction="row" spacing={1} role="list" aria-labelledby={leadsId}>
            {sorted(settings.reminder_lead_hours).map((h) => (
              <Chip key={h} role="listitem" size="small" label={`${hoursLabel(h)} before`} />
            ))}
          </Stack>
        )}
      </Box>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        Text reminders
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {settings.sms_reminders ? 'On, for clients who agreed' : 'Off'}
      </Typography>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        Late cancellation window (hours)
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {settings.late_cancel_window_hours}
      </Typography>
    </Box>
  );
}

const formValues = (s: SchedulingSettingsResponse): ReminderFormFields => ({
  reminder_lead_hours: sorted(s.reminder_lead_hours),
  sms_reminders: s.sms_reminders,
  late_cancel_window_hours: String(s.late_cancel_window_hours),
});

function ReminderSettingsForm({ settings }: { settings: SchedulingSettingsResponse }) {
  const save = useUpdateSchedulingSettings();
  const form = useForm<ReminderFormFields, unknown, ReminderFormValues>({ resolver: zodResolver(reminderFormSchema), defaultValues: formValues(settings) });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (saved) => form.reset(formValues(saved)) }));
  const smsHintId = useId();

  return (
    <Stack component="form" noValidate spacing={2} sx={{ mt: 1.5 }} aria-label="Reminder settings" onSubmit={(event) => void submit(event)}>
      <LeadTimes form={form} />
      <Box>
        <Controller
          control={form.control}
          name="sms_reminders"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  disabled={!settings.sms_available && !field.value}
                  slotProps={{ input: { 'aria-describedby': smsHintId } }}
                />
              }
              label="Text reminders to clients who agreed"
            />
          )}
        />
        <FormHelperText id={smsHintId} sx={{ mt: 0 }}>
          {settings.sms_available
            ? 'Texts end with "Reply STOP to opt out"; a STOP is recorded on the client.'
            : 'Texts need an SMS provider set up on the server first.'}
        </FormHelperText>
      </Box>
      <TextField
        size="small"
        label="Late cancellation window (hours)"
        inputMode="numeric"
        autoComplete="off"
        sx={{ maxWidth: 320 }}
        {...fieldProps(form, 'late_cancel_window_hours', { hint: 'A client cancelling this close to a visit is a late cancellation.' })}
      />
      {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty}>
          Save reminder settings
        </Button>
      </Box>
    </Stack>
  );
}

/** The lead times as chips, with a field to add one; kept sorted, longest first. */
function LeadTimes({ form }: { form: UseFormReturn<ReminderFormFields, unknown, ReminderFormValues> }) {
  const groupId = useId();
  const leads = useWatch({ control: form.control, name: 'reminder_lead_hours' });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = form.formState.errors.reminder_lead_hours?.message;
  const set = (next: number[]) => form.setValue('reminder_lead_hours', sorted(next), { shouldDirty: true, shouldValidate: true });

  const add = () => {
    const why = leadProblem(typed, leads);
    setProblem(why);
    if (why) return;
    set([...leads, Number(typed)]);
    setTyped('');
  };

  return (
    <Box role="group" aria-labelledby={groupId}>
      <Typography id={groupId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Reminder lead times
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {leads.length === 0 && <Typography variant="body2">No reminders are sent.</Typography>}
        {leads.map((h) => (
          // Focused, the chip is removed with Delete or Backspace; the icon is named for pointer and screen-reader users.
          <Chip
            key={h}
            label={`${hoursLabel(h)} before`}
            onDelete={() => set(leads.filter((x) => x !== h))}
            deleteIcon={<CancelIcon aria-label={`Remove ${h} hours`} />}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Hours before the visit"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the lead time instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={!!(problem ?? saved)}
          helperText={problem ?? saved ?? `Up to ${maxLeads}, e.g. 48 and 2.`}
          sx={{ maxWidth: 220 }}
        />
        <Button variant="outlined" onClick={add} disabled={leads.length >= maxLeads} sx={{ mt: 0.25 }}>
          Add
        </Button>
      </Stack>
    </Box>
  );
}
