import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { centsField, centsToInput } from '@/lib/money/cents-input';

interface AdjustmentDialogProps {
  title: string;
  /** One line on what this does to the ledger. */
  explanation: string;
  /** The most that may be adjusted; absent when the whole item goes (a void: reason only). */
  maxCents?: number;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (value: { amount_cents: number; reason: string }) => void;
  onClose: () => void;
}

const reason = z.string().trim().min(1, 'A reason is required').max(500, 'At most 500 characters');

/** A write-off, refund or void with its reason; a refused request keeps what was typed and shows the server's message. */
export function AdjustmentDialog({ title, explanation, maxCents, submitLabel, pending, error, onSubmit, onClose }: AdjustmentDialogProps) {
  const titleId = useId();
  const formId = useId();
  const schema = z.object({
    amount:
      maxCents === undefined ? z.string().transform(() => 0) : centsField('Amount').refine((cents) => cents <= maxCents, `At most ${formatCents(maxCents)}`),
    reason,
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: maxCents === undefined ? '' : centsToInput(maxCents), reason: '' },
  });
  const submit = form.handleSubmit(({ amount, reason: why }) => onSubmit({ amount_cents: amount, reason: why }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText variant="body2" sx={{ mb: 1.5 }}>
          {explanation}
        </DialogContentText>
        <Box component="form" id={formId} noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
          {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
          {maxCents !== undefined && (
            <TextField
              size="small"
              label="Amount"
              required
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...fieldProps(form, 'amount', { hint: `Up to ${formatCents(maxCents)}` })}
            />
          )}
          <TextField size="small" label="Reason" required multiline minRows={2} autoFocus {...fieldProps(form, 'reason')} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
