import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminSecuritySettings } from '@tend/contracts/admin-security.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useSecuritySettings, useUpdateSecuritySettings } from '@/features/admin/api/security-settings';
import { mfaWarning } from './mfa-warning';
import { SettingsSection } from './settings-section';

const securityFormSchema = z.object({
  require_mfa: z.boolean(),
  remember_device_days: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter whole days, 0 to 90')
    .refine((v) => Number(v) <= 90, 'At most 90 days'),
});
type SecurityForm = z.infer<typeof securityFormSchema>;

/** The practice's two-factor rule; session limits are the server's and shown read-only. */
export function SecuritySection() {
  const security = useSecuritySettings();
  return (
    <SettingsSection anchor="security" title="Security" description="Two-factor sign-in for the practice's staff, and how long sessions last.">
      {security.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : security.isError ? (
        <Alert severity="error">{messageOf(security.error)}</Alert>
      ) : (
        <SecurityForm settings={security.data} />
      )}
    </SettingsSection>
  );
}

function SecurityForm({ settings }: { settings: AdminSecuritySettings }) {
  const form = useForm<SecurityForm>({
    resolver: zodResolver(securityFormSchema),
    defaultValues: { require_mfa: settings.require_mfa, remember_device_days: String(settings.remember_device_days) },
  });
  useEffect(
    () => form.reset({ require_mfa: settings.require_mfa, remember_device_days: String(settings.remember_device_days) }),
    [form, settings.require_mfa, settings.remember_device_days],
  );
  const save = useUpdateSecuritySettings();
  const requireMfa = useWatch({ control: form.control, name: 'require_mfa' });
  const warning = requireMfa ? mfaWarning(settings.staff_without_second_factor) : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((v) => save.mutate({ require_mfa: v.require_mfa, remember_device_days: Number(v.remember_device_days) }))(event)
      }
    >
      <Controller
        control={form.control}
        name="require_mfa"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
            label="Require two-factor sign-in for all staff"
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {settings.active_staff - settings.staff_without_second_factor} of {settings.active_staff} active staff have an authenticator app or passkey.
      </Typography>
      {warning && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {warning}
        </Alert>
      )}
      <TextField
        size="small"
        label="Remember a device for (days)"
        sx={{ mt: 1.5, width: { xs: '100%', sm: 260 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...fieldProps(form, 'remember_device_days', { hint: '0 always asks for the second factor' })}
      />
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Sessions end after {settings.session.idle_minutes} minutes idle and {settings.session.absolute_hours} hours at most (set by the server).
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {messageOf(save.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 1.5 }} loading={save.isPending}>
        Save security
      </Button>
    </Box>
  );
}
