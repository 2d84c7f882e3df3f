import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Guardian } from '@tend/contracts/client-details.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useDeleteClientGuardian } from '../api/delete-client-guardian';
import { useSaveClientGuardian } from '../api/save-client-guardian';
import { guardianFormDefaults, guardianFormSchema, type GuardianFormFields, type GuardianFormValues } from './guardian-form-schema';

/** Add or edit a parent or guardian; an edit may also remove them. */
export function GuardianDialog({ clientId, guardian, onClose }: { clientId: string; guardian?: Guardian; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveClientGuardian(clientId);
  const remove = useDeleteClientGuardian(clientId);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<GuardianFormFields, unknown, GuardianFormValues>({
    resolver: zodResolver(guardianFormSchema),
    defaultValues: guardianFormDefaults(guardian),
  });
  const failure = save.error ?? remove.error;
  const submit = form.handleSubmit((body) => save.mutate({ guardianId: guardian?.id ?? null, body }, { onSuccess: onClose }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{guardian ? `Edit ${guardian.name}` : 'Add parent or guardian'}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(failure)}
            </Alert>
          )}
          <TextField size="small" label="Name" required autoFocus autoComplete="off" {...fieldProps(form, 'name')} />
          <TextField
            size="small"
            label="Relationship"
            required
            autoComplete="off"
            {...fieldProps(form, 'relationship', { hint: 'e.g. mother, legal guardian' })}
          />
          <TextField size="small" label="Phone" type="tel" autoComplete="off" {...fieldProps(form, 'phone')} />
          <TextField size="small" label="E-mail" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {guardian &&
          (confirming ? (
            <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate(guardian.id, { onSuccess: onClose })}>
              Confirm removal
            </Button>
          ) : (
            <Button color="error" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          ))}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : guardian ? 'Save changes' : 'Add guardian'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
