import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import type { LeadDetail } from '@tend/contracts/leads.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCreateLead } from '../api/create-lead';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const newLeadSchema = z.object({
  first_name: text(100).min(1, 'First name is required'),
  last_name: text(100).min(1, 'Last name is required'),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address')]),
  phone: text(40),
  referral_source: text(200),
  reason: text(2000),
  insurance: text(200),
  preferred_times: text(500),
});
type NewLeadValues = z.infer<typeof newLeadSchema>;
const empty: NewLeadValues = { first_name: '', last_name: '', email: '', phone: '', referral_source: '', reason: '', insurance: '', preferred_times: '' };

/** A lead entered by hand (a phone call, a referral letter). */
export function NewLeadDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (detail: LeadDetail) => void }) {
  const form = useForm<NewLeadValues>({ resolver: zodResolver(newLeadSchema), defaultValues: empty });
  const create = useCreateLead();
  const submit = form.handleSubmit((values) => {
    const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as NewLeadValues;
    create.mutate(body, { onSuccess: onCreated });
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-lead-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="new-lead-title">New lead</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First name" required fullWidth {...fieldProps(form, 'first_name')} />
              <TextField label="Last name" required fullWidth {...fieldProps(form, 'last_name')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="E-mail" type="email" fullWidth {...fieldProps(form, 'email')} />
              <TextField label="Phone" type="tel" fullWidth {...fieldProps(form, 'phone')} />
            </Stack>
            <TextField label="Referral source" fullWidth {...fieldProps(form, 'referral_source', { hint: 'A colleague, a directory, the website…' })} />
            <TextField label="Reason for seeking therapy" multiline minRows={2} fullWidth {...fieldProps(form, 'reason')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Insurance" fullWidth {...fieldProps(form, 'insurance')} />
              <TextField label="Preferred times" fullWidth {...fieldProps(form, 'preferred_times')} />
            </Stack>
            {create.error && <Alert severity="error">{messageOf(create.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Add lead
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
