import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { z } from 'zod';
import { createStaffInviteRequestSchema, invitableRoles, type StaffUser } from '@tend/contracts/staff-users.contract';
import { EmailConfirmationBanner, needsEmailConfirmation } from '@/components/email-confirmation-banner';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { fieldProps } from '@/lib/forms/field-props';
import { useInviteStaff } from '../api/invite-staff';
import { roleLabel, supervisorOptions } from './staff-labels';

type InviteFields = z.input<typeof createStaffInviteRequestSchema>;
type InviteValues = z.output<typeof createStaffInviteRequestSchema>;

/** Invite a member of staff by e-mail; the dialog stays open with what was typed when the server refuses. */
export function InviteUserDialog({ users, onClose }: { users: StaffUser[]; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invite = useInviteStaff();
  // A practice sends invitations only once its registrant has confirmed their e-mail.
  const unconfirmed = needsEmailConfirmation(useCurrentUser());
  const form = useForm<InviteFields, unknown, InviteValues>({
    resolver: zodResolver(createStaffInviteRequestSchema),
    defaultValues: { email: '', name: '', role: 'therapist', is_provider: true, supervisor_id: null },
  });
  const submit = form.handleSubmit((body) => invite.mutate(body, { onSuccess: onClose }));
  const supervisors = supervisorOptions(users);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Invite user</DialogTitle>
      <DialogContent dividers>
        <EmailConfirmationBanner compact />
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {invite.error && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(invite.error)}
            </Alert>
          )}
          <TextField size="small" label="Name" required autoFocus autoComplete="off" {...fieldProps(form, 'name')} />
          <TextField size="small" label="E-mail" type="email" required autoComplete="off" {...fieldProps(form, 'email')} />
          <Controller
            control={form.control}
            name="role"
            render={({ field: { ref, ...field } }) => (
              <TextField select size="small" label="Role" {...field} inputRef={ref}>
                {invitableRoles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleLabel(role)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="supervisor_id"
            render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
              <TextField
                select
                size="small"
                label="Supervisor"
                {...field}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value || null)}
                inputRef={ref}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'Their supervisor reads their clients’ records.'}
              >
                <MenuItem value="">None</MenuItem>
                {supervisors.map((s) => (
                  <MenuItem key={s.uuid} value={s.uuid}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="is_provider"
            render={({ field: { value, onChange, ref } }) => (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                control={<Checkbox checked={!!value} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { ref } }} />}
                label="Sees clients (provider)"
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={invite.isPending || unconfirmed}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
