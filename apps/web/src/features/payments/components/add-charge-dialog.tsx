import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatCents, placeOfServiceLabels, placesOfService } from '@tend/contracts/billing-codes';
import { dateInZone } from '@tend/contracts/calendar-days';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useCreateCharge } from '../api/create-charge';
import { useBillingServices } from '../api/list-billing-services';
import { addChargeFormSchema, type AddChargeFormFields, type AddChargeFormValues } from './add-charge-form-schema';

const dateSlot = { inputLabel: { shrink: true } } as const;

/** A charge by hand: an add-on such as 90785, a visit not on the calendar, or a fee without a code. */
export function AddChargeDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const timeZone = useTimeZone();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const services = useBillingServices();
  const create = useCreateCharge(clientId);
  const form = useForm<AddChargeFormFields, unknown, AddChargeFormValues>({
    resolver: zodResolver(addChargeFormSchema),
    defaultValues: {
      service_code: '90785',
      description: '',
      service_date: dateInZone(new Date(), timeZone).toString(),
      units: '1',
      fee: '',
      modifiers: '',
      place_of_service: '11',
    },
  });
  const serviceCode = useWatch({ control: form.control, name: 'service_code' });
  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onClose }));
  const offered = (services.data?.services ?? []).filter((s) => s.active);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add a charge</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {(create.error || services.error) && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(create.error ?? services.error)}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="service_code"
            render={({ field: { ref, ...field } }) => (
              <TextField select size="small" label="Service" {...field} inputRef={ref} sx={{ gridColumn: '1 / -1' }} autoFocus>
                {!offered.some((s) => s.code === field.value) && field.value && <MenuItem value={field.value}>{field.value}</MenuItem>}
                {offered.map((s) => (
                  <MenuItem key={s.code} value={s.code}>
                    {s.code} · {s.description} — {formatCents(s.fee_cents)}
                  </MenuItem>
                ))}
                <MenuItem value="">No code (a fee described below)</MenuItem>
              </TextField>
            )}
          />
          <TextField
            size="small"
            label="Description"
            sx={{ gridColumn: '1 / -1' }}
            {...fieldProps(form, 'description', { hint: 'Blank: the service’s own' })}
          />
          <TextField size="small" label="Date of service" type="date" required slotProps={dateSlot} {...fieldProps(form, 'service_date')} />
          <TextField size="small" label="Units" type="number" slotProps={{ htmlInput: { min: 1, max: 24 } }} {...fieldProps(form, 'units')} />
          <TextField
            size="small"
            label="Fee per unit"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...fieldProps(form, 'fee', { hint: 'Blank: the client’s rate, else the schedule’s fee' })}
          />
          <TextField size="small" label="Modifiers" autoComplete="off" {...fieldProps(form, 'modifiers', { hint: 'e.g. 95 for telehealth' })} />
          {serviceCode && (
            <Controller
              control={form.control}
              name="place_of_service"
              render={({ field: { ref, ...field } }) => (
                <TextField select size="small" label="Place of service" {...field} inputRef={ref}>
                  {placesOfService.map((pos) => (
                    <MenuItem key={pos} value={pos}>
                      {pos} · {placeOfServiceLabels[pos]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add charge'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
