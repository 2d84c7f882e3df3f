import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { formatDateTime } from '@/lib/time/dates';
import { usePortalDocument } from '../api/get-portal-document';
import { useSignDocument } from '../api/sign-document';
import { DocumentText } from './document-text';

const signFormSchema = z.object({
  typed_name: z.string().trim().min(1, 'Type your full name to sign').max(200, 'At most 200 characters'),
  agree: z.boolean().refine((v) => v, 'Tick “I agree” to sign'),
});
type SignFormFields = z.input<typeof signFormSchema>;
type SignFormValues = z.output<typeof signFormSchema>;

/** The time the signature will carry, as the signer's clock shows it, kept current while the dialog is open. */
function useClock(timeZone: string): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now.toLocaleString(undefined, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * Reading and signing one document: the full text, then the typed name, "I agree" and the time the
 * signature will carry. A guardian signs with their own name, on the client's behalf.
 */
export function SignDocumentDialog({ documentId, onClose }: { documentId: string; onClose: () => void }) {
  const titleId = useId();
  const formId = useId();
  const agreeErrorId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const document = usePortalDocument(documentId);
  const sign = useSignDocument(documentId);
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const clock = useClock(timeZone);
  const form = useForm<SignFormFields, unknown, SignFormValues>({ resolver: zodResolver(signFormSchema), defaultValues: { typed_name: '', agree: false } });
  const submit = form.handleSubmit(({ typed_name }) =>
    sign.mutate(
      { typed_name, agree: true, time_zone: timeZone },
      {
        onSuccess: () => {
          toast('Signed. Your signed copy is ready to download.', 'success');
          onClose();
        },
      },
    ),
  );
  const d = document.data;
  const signed = d?.status === 'signed';
  // A guardian signing for a minor.
  const onBehalfOf = d?.on_behalf_of ?? null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{d?.title ?? 'Document'}</DialogTitle>
      <DialogContent dividers>
        {document.isPending && <Typography color="text.secondary">Loading the document…</Typography>}
        {document.isError && <Alert severity="error">The document could not be loaded: {messageOf(document.error)}</Alert>}
        {d && (
          <>
            {onBehalfOf && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                For {onBehalfOf}
              </Typography>
            )}
            <DocumentText text={d.body ?? ''} label={d.title} />
            {signed ? (
              <Alert severity="success" sx={{ mt: 2 }}>
                Signed by {d.signed_name} on {formatDateTime(d.signed_at!, timeZone)}.
              </Alert>
            ) : (
              <Box
                component="form"
                id={formId}
                noValidate
                onSubmit={(event) => void submit(event)}
                aria-label="Sign this document"
                sx={{ mt: 2, display: 'grid', gap: 1 }}
              >
                {sign.error && <Alert severity="error">{messageOf(sign.error)}</Alert>}
                <TextField
                  size="small"
                  label="Type your full name"
                  required
                  autoComplete="name"
                  {...fieldProps(form, 'typed_name', {
                    hint: onBehalfOf
                      ? `Your own name (${user?.name ?? 'as on your account'}); you sign on behalf of ${onBehalfOf}.`
                      : `As on your account${user ? `: ${user.name}` : ''}`,
                  })}
                />
                <Controller
                  control={form.control}
                  name="agree"
                  render={({ field, fieldState }) => (
                    <Box>
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={field.value}
                            onChange={(e) => field.onChange(e.target.checked)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: field.ref, 'aria-describedby': fieldState.error ? agreeErrorId : undefined } }}
                          />
                        }
                        label="I agree: typing my name is my electronic signature on this document."
                      />
                      {fieldState.error && (
                        <FormHelperText error id={agreeErrorId}>
                          {fieldState.error.message}
                        </FormHelperText>
                      )}
                    </Box>
                  )}
                />
                <Typography variant="body2" color="text.secondary">
                  Signing now: {clock}. The time, your internet address and a fingerprint (SHA-256) of the text are recorded with your signature.
                </Typography>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{signed ? 'Close' : 'Cancel'}</Button>
        {d && !signed && (
          <Button type="submit" form={formId} variant="contained" disabled={sign.isPending}>
            {sign.isPending ? 'Signing…' : 'Sign'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
