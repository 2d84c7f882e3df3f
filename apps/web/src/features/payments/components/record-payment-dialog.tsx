import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Charge } from '@tend/contracts/billing.contract';
import { formatCents, paymentMethods } from '@tend/contracts/billing-codes';
import { dateInZone } from '@tend/contracts/calendar-days';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { clientName, useClients } from '@/features/clients';
import { formatCalendarDate } from '@/lib/time/dates';
import { useRecordPayment } from '../api/record-payment';
import { chargeLine, paymentMethodLabels } from './billing-labels';
import {
  recordPaymentDefaults,
  recordPaymentFormSchema,
  type AllocationChoice,
  type RecordPaymentFormFields,
  type RecordPaymentFormValues,
} from './record-payment-form-schema';

interface RecordPaymentDialogProps {
  /** The client paying; absent on /payments, where the dialog asks. */
  clientId?: string;
  /** The client's unpaid charges, oldest first: given, the payment may be applied to them by hand. */
  unpaid?: Charge[];
  onClose: () => void;
}

const allocationLabels: Record<AllocationChoice, string> = {
  oldest_first: 'Apply to the oldest unpaid charges',
  manual: 'Apply to charges I choose',
  none: 'Keep as credit',
};
const dateSlot = { inputLabel: { shrink: true } } as const;

/** Record money received (nothing is charged here); on an error the dialog stays open with everything typed. */
export function RecordPaymentDialog({ clientId, unpaid = [], onClose }: RecordPaymentDialogProps) {
  const titleId = useId();
  const formId = useId();
  const timeZone = useTimeZone();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const clients = useClients({ enabled: !clientId });
  const record = useRecordPayment();
  // One key per dialog: a retried submit (a lost answer) records the payment once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<RecordPaymentFormFields, unknown, RecordPaymentFormValues>({
    resolver: zodResolver(recordPaymentFormSchema),
    defaultValues: recordPaymentDefaults(clientId ?? '', dateInZone(new Date(), timeZone).toString(), unpaid),
  });
  const allocation = useWatch({ control: form.control, name: 'allocation' });
  const choices: AllocationChoice[] = unpaid.length > 0 ? ['oldest_first', 'manual', 'none'] : ['oldest_first', 'none'];
  const clientOptions = clients.data?.clients ?? [];

  const submit = form.handleSubmit(({ clientId: payer, body }) =>
    record.mutate({ clientId: payer, body: { ...body, idempotency_key: idempotencyKey } }, { onSuccess: onClose }),
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Record payment</DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby={titleId}
          sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {record.error && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(record.error)}
            </Alert>
          )}
          {!clientId && (
            <Controller
              control={form.control}
              name="client_id"
              render={({ field, fieldState }) => (
                <Autocomplete
                  sx={{ gridColumn: '1 / -1' }}
                  options={clientOptions}
                  loading={clients.isPending}
                  getOptionLabel={clientName}
                  value={clientOptions.find((c) => c.id === field.value) ?? null}
                  onChange={(_, client) => field.onChange(client?.id ?? '')}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      size="small"
                      label="Client"
                      required
                      autoFocus
                      inputRef={field.ref}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? (clients.isError ? `Clients could not be loaded: ${messageOf(clients.error)}` : undefined)}
                    />
                  )}
                />
              )}
            />
          )}
          <TextField
            size="small"
            label="Amount"
            required
            autoFocus={!!clientId}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...fieldProps(form, 'amount', { hint: 'In dollars, e.g. 85.00' })}
          />
          <Controller
            control={form.control}
            name="method"
            render={({ field: { ref, ...field } }) => (
              <TextField select size="small" label="Method" {...field} inputRef={ref}>
                {paymentMethods.map((m) => (
                  <MenuItem key={m} value={m}>
                    {paymentMethodLabels[m]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField size="small" label="Received on" type="date" required slotProps={dateSlot} {...fieldProps(form, 'received_on')} />
          <TextField size="small" label="Reference" autoComplete="off" {...fieldProps(form, 'reference', { hint: 'Check number, card receipt…' })} />
          <Controller
            control={form.control}
            name="allocation"
            render={({ field: { ref, ...field } }) => (
              <TextField select size="small" label="Apply" {...field} inputRef={ref} sx={{ gridColumn: '1 / -1' }}>
                {choices.map((c) => (
                  <MenuItem key={c} value={c}>
                    {allocationLabels[c]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {allocation === 'manual' && (
            <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }} role="group" aria-label="Amounts per charge">
              {unpaid.map((charge, index) => (
                <Box key={charge.id} sx={{ display: 'grid', gap: 1, alignItems: 'center', gridTemplateColumns: 'minmax(0, 1fr) 8rem' }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {formatCalendarDate(charge.service_date)} · {chargeLine(charge)} — owes {formatCents(charge.balance_cents)}
                  </Typography>
                  <TextField
                    size="small"
                    label="Apply"
                    autoComplete="off"
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `Apply to ${formatCalendarDate(charge.service_date)} ${charge.service_code ?? charge.description}`,
                      },
                    }}
                    {...fieldProps(form, `lines.${index}.amount`)}
                  />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record payment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
