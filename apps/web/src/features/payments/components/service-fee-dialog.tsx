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
import TextField from '@mui/material/TextField';
import type { BillingService } from '@tend/contracts/billing.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useSaveBillingService } from '../api/save-billing-service';
import { serviceFormDefaults, serviceFormSchema, type ServiceFormFields, type ServiceFormValues } from './billing-settings-schemas';

/** Change one line of the fee schedule, or add a code (then `service` is absent). */
export function ServiceFeeDialog({ service, onClose }: { service?: BillingService; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const save = useSaveBillingService();
  const form = useForm<ServiceFormFields, unknown, ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: serviceFormDefaults(service),
  });
  const submit = form.handleSubmit(({ code, ...body }) => save.mutate({ code, body }, { onSuccess: onClose }));
  const check = (name: 'active' | 'add_on', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <FormControlLabel control={<Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} />} label={label} />
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{service ? `Edit ${service.code}` : 'Add a service code'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
          {!service && <TextField size="small" label="CPT code" required autoFocus autoComplete="off" {...fieldProps(form, 'code')} />}
          <TextField size="small" label="Description" required autoComplete="off" {...fieldProps(form, 'description')} />
          <TextField size="small" label="Minutes" type="number" {...fieldProps(form, 'default_minutes')} />
          <TextField
            size="small"
            label="Fee"
            required
            autoFocus={!!service}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...fieldProps(form, 'fee', { hint: 'In dollars, e.g. 170.00' })}
          />
          <Box>
            {check('active', 'Offered')}
            {check('add_on', 'Add-on code')}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
