import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ClientRate } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useBillingServices } from '../api/list-billing-services';
import { useSaveClientRate } from '../api/save-client-rate';
import { centsField, centsToInput } from '@/lib/money/cents-input';

const rateFormSchema = z.object({
  code: z.string().min(1, 'Choose a service'),
  fee: centsField('Fee', { allowZero: true }),
  reason: z.string().trim().max(200, 'At most 200 characters'),
});

/** The client's own fee for one service (a sliding scale); the schedule's fee is shown beside it. */
export function ClientRateDialog({ clientId, rate, onClose }: { clientId: string; rate?: ClientRate; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const services = useBillingServices();
  const save = useSaveClientRate(clientId);
  const form = useForm<z.input<typeof rateFormSchema>, unknown, z.output<typeof rateFormSchema>>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: { code: rate?.service_code ?? '', fee: rate ? centsToInput(rate.fee_cents) : '', reason: rate?.reason ?? '' },
  });
  const submit = form.handleSubmit(({ code, fee, reason }) => save.mutate({ code, body: { fee_cents: fee, reason: reason || null } }, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{rate ? `Rate for ${rate.service_code}` : 'Add a client rate'}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
          {!rate && (
            <Controller
              control={form.control}
              name="code"
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  select
                  size="small"
                  label="Service"
                  required
                  {...field}
                  inputRef={ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  {(services.data?.services ?? []).map((s) => (
                    <MenuItem key={s.code} value={s.code}>
                      {s.code} · {s.description} — {formatCents(s.fee_cents)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <TextField
            size="small"
            label="Client’s fee"
            required
            autoFocus={!!rate}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...fieldProps(form, 'fee', { hint: rate?.standard_fee_cents != null ? `Schedule: ${formatCents(rate.standard_fee_cents)}` : 'In dollars' })}
          />
          <TextField size="small" label="Reason" autoComplete="off" {...fieldProps(form, 'reason', { hint: 'e.g. Sliding scale, income verified' })} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
