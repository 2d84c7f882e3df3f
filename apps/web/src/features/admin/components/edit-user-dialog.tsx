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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { z } from 'zod';
import { invitableRoles, updateStaffUserRequestSchema, type StaffUser, type UpdateStaffUserRequest } from '@tend/contracts/staff-users.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useUpdateStaffUser } from '../api/update-staff-user';
import { roleLabel, supervisorOptions } from './staff-labels';

type EditFields = z.input<typeof updateStaffUserRequestSchema>;
type EditValues = z.output<typeof updateStaffUserRequestSchema>;

const isInvitable = (role: string): role is (typeof invitableRoles)[number] => (invitableRoles as readonly string[]).includes(role);

/** Edit a member of staff: role, supervisor, provider flag and the details claims carry. */
export function EditUserDialog({ user, users, onClose }: { user: StaffUser; users: StaffUser[]; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const update = useUpdateStaffUser();
  const roleEditable = isInvitable(user.role);
  const form = useForm<EditFields, unknown, EditValues>({
    resolver: zodResolver(updateStaffUserRequestSchema),
    defaultValues: {
      name: user.name,
      ...(roleEditable ? { role: user.role as EditFields['role'] } : {}),
      is_provider: user.is_provider,
      supervisor_id: user.supervisor_id,
      provider: {
        npi: user.provider.npi ?? '',
        credentials: user.provider.credentials ?? '',
        license_number: user.provider.license_number ?? '',
        license_state: user.provider.license_state ?? '',
        taxonomy_code: user.provider.taxonomy_code ?? '',
      },
    },
  });
  // An unchanged supervisor is not sent again: saving a name must not fail on an old link.
  const submit = form.handleSubmit(({ supervisor_id, ...rest }) => {
    const body: UpdateStaffUserRequest = { ...rest, ...(supervisor_id !== user.supervisor_id ? { supervisor_id } : {}) };
    update.mutate({ id: user.uuid, body }, { onSuccess: onClose });
  });
  const supervisors = supervisorOptions(users, user.uuid);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Edit {user.name}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {update.error && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(update.error)}
            </Alert>
          )}
          <TextField size="small" label="Name" required autoFocus autoComplete="off" {...fieldProps(form, 'name')} />
          {roleEditable ? (
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
          ) : (
            <TextField size="small" label="Role" value={roleLabel(user.role)} slotProps={{ input: { readOnly: true } }} />
          )}
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
                control={<Checkbox checked={!!value} onChange={(event) => onChange(event.target.checked)} slotProps={{ input: { ref } }} />}
                label="Sees clients (provider)"
              />
            )}
          />
          <Typography variant="subtitle2" sx={{ gridColumn: '1 / -1', mt: 1 }}>
            Provider details (claims and letters)
          </Typography>
          <TextField size="small" label="NPI" autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...fieldProps(form, 'provider.npi')} />
          <TextField size="small" label="Credentials" autoComplete="off" {...fieldProps(form, 'provider.credentials', { hint: 'e.g. LCSW, PhD' })} />
          <TextField size="small" label="Licence number" autoComplete="off" {...fieldProps(form, 'provider.license_number')} />
          <TextField size="small" label="Licence state" autoComplete="off" {...fieldProps(form, 'provider.license_state', { hint: 'Two letters, e.g. CA' })} />
          <TextField size="small" label="Taxonomy code" autoComplete="off" {...fieldProps(form, 'provider.taxonomy_code', { hint: 'e.g. 1041C0700X' })} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
