import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { clientStatuses, clientStatusLabels, possibleDuplicatesSchema, type Client } from '@tend/contracts/clients.contract';
import { errorCodes } from '@tend/contracts/error-codes';
import { actingRole, isClinician } from '@tend/contracts/permissions';
import { RouterLink } from '@/components/router-link';
import { isApiError, messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { useCurrentUser } from '@/lib/session/me-query';
import { useCreateClient } from '../api/create-client';
import { useClinicians } from '../api/list-clinicians';
import { useUpdateClient } from '../api/update-client';
import { clientName } from './client-name';
import { formatCalendarDate } from '@/lib/time/dates';
import { clientFormDefaults, clientFormSchema, type ClientFormFields, type ClientFormValues } from './client-form-schema';

export interface ClientFormDialogProps {
  /** The client to edit; absent for a new client. */
  client?: Client;
  onClose: () => void;
  /** After the save succeeded (the snackbar is shown and client queries refreshed). */
  onSaved: (client: Client) => void;
}

/** The duplicates a 409 possible_duplicate names, else null. */
function duplicatesIn(error: unknown) {
  if (!isApiError(error) || error.status !== 409 || error.code !== errorCodes.possibleDuplicate) return null;
  const parsed = possibleDuplicatesSchema.safeParse(error.details);
  return parsed.success ? parsed.data.duplicates : [];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ p: 0, mb: 1, lineHeight: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

const dateSlot = { inputLabel: { shrink: true } } as const;

/** New client or edit client, in a dialog (full screen on a phone). */
export function ClientFormDialog({ client, onClose, onSaved }: ClientFormDialogProps) {
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useCurrentUser();
  // Only an admin's choice of clinician counts; a clinician's new clients are their own.
  const assigns = !!user && actingRole(user) === 'admin';
  const clinicians = useClinicians({ enabled: assigns });
  // An admin who sees clients starts a new client on her own caseload.
  const newClientProvider = !client && assigns && isClinician(user) ? user.uuid : '';
  const create = useCreateClient();
  const update = useUpdateClient();
  const mutation = client ? update : create;

  const form = useForm<ClientFormFields, unknown, ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: clientFormDefaults(client, newClientProvider),
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const duplicates = duplicatesIn(mutation.error);
  const failure = mutation.error && !duplicates ? messageOf(mutation.error) : null;

  function send(values: ClientFormValues, confirmDuplicate = false) {
    const { provider_id, confirm_duplicate: _ignored, ...fields } = values;
    const body = assigns ? { ...fields, provider_id } : fields;
    if (client) update.mutate({ id: client.id, changes: body }, { onSuccess: onSaved });
    else create.mutate(confirmDuplicate ? { ...body, confirm_duplicate: true } : body, { onSuccess: onSaved });
  }
  const submit = (confirmDuplicate: boolean) => form.handleSubmit((values) => send(values, confirmDuplicate));

  const clinicianOptions = clinicians.data ?? [];
  // The clinician the form starts with, offered even before (or without) the list: a former clinician, or oneself.
  const held = client?.provider_id
    ? { id: client.provider_id, name: client.provider_name ?? 'Current clinician' }
    : newClientProvider && user
      ? { id: newClientProvider, name: user.name }
      : null;
  const unlisted = held && !clinicianOptions.some((c) => c.uuid === held.id) ? held : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{client ? `Edit ${clientName(client)}` : 'New client'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(false)(event)} aria-labelledby={titleId}>
          {duplicates && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void submit(true)()} disabled={mutation.isPending}>
                  Save anyway
                </Button>
              }
            >
              <AlertTitle>Possible duplicate</AlertTitle>
              {duplicates.length === 1
                ? 'A client with this name and date of birth already exists:'
                : 'Clients with this name and date of birth already exist:'}
              <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
                {duplicates.map((d) => (
                  <li key={d.id}>
                    <RouterLink to={`/clients/${d.id}`} target="_blank" rel="noopener" color="inherit">
                      {d.name}
                    </RouterLink>{' '}
                    (born {formatCalendarDate(d.date_of_birth)})
                  </li>
                ))}
              </Box>
              Open the existing record instead, or save anyway if this is another person.
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}

          <Section title="Identity">
            <TextField size="small" label="First name" required autoFocus autoComplete="off" {...fieldProps(form, 'first_name')} />
            <TextField size="small" label="Last name" required autoComplete="off" {...fieldProps(form, 'last_name')} />
            <TextField size="small" label="Preferred name" autoComplete="off" {...fieldProps(form, 'preferred_name')} />
            <TextField size="small" label="Pronouns" autoComplete="off" {...fieldProps(form, 'pronouns', { hint: 'e.g. she/her, they/them' })} />
            <TextField size="small" label="Date of birth" type="date" slotProps={dateSlot} {...fieldProps(form, 'date_of_birth')} />
          </Section>

          <Section title="Contact">
            <TextField size="small" label="Phone" type="tel" autoComplete="off" {...fieldProps(form, 'phone')} />
            <TextField size="small" label="E-mail" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
            <TextField size="small" label="Address line 1" autoComplete="off" {...fieldProps(form, 'address.line1')} />
            <TextField size="small" label="Address line 2" autoComplete="off" {...fieldProps(form, 'address.line2')} />
            <TextField size="small" label="City" autoComplete="off" {...fieldProps(form, 'address.city')} />
            <TextField size="small" label="State / region" autoComplete="off" {...fieldProps(form, 'address.region')} />
            <TextField size="small" label="Postal code" autoComplete="off" {...fieldProps(form, 'address.postal_code')} />
            <TextField size="small" label="Country" autoComplete="off" {...fieldProps(form, 'address.country')} />
          </Section>

          <Section title="Emergency contact">
            <TextField
              size="small"
              label="Contact name"
              autoComplete="off"
              {...fieldProps(form, 'emergency_contact.name', { hint: 'Optional; with a name, a phone is needed too.' })}
            />
            <TextField size="small" label="Relationship" autoComplete="off" {...fieldProps(form, 'emergency_contact.relationship')} />
            <TextField size="small" label="Contact phone" type="tel" autoComplete="off" {...fieldProps(form, 'emergency_contact.phone')} />
          </Section>

          <Section title={assigns ? 'Status and clinician' : 'Status'}>
            <Controller
              control={form.control}
              name="status"
              render={({ field: { ref, onChange, ...field }, fieldState }) => (
                <TextField
                  select
                  size="small"
                  label="Status"
                  {...field}
                  inputRef={ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                  onChange={(event) => {
                    onChange(event);
                    form.clearErrors(['status', 'discharged_on', 'discharge_reason']);
                  }}
                >
                  {clientStatuses.map((s) => (
                    <MenuItem key={s} value={s}>
                      {clientStatusLabels[s]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {assigns && (
              <Controller
                control={form.control}
                name="provider_id"
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    select
                    size="small"
                    label="Clinician"
                    {...field}
                    inputRef={ref}
                    error={!!fieldState.error || clinicians.isError}
                    helperText={
                      fieldState.error?.message ?? (clinicians.isError ? `Clinicians could not be loaded: ${messageOf(clinicians.error)}` : undefined)
                    }
                  >
                    <MenuItem value="">Unassigned</MenuItem>
                    {unlisted && <MenuItem value={unlisted.id}>{unlisted.name}</MenuItem>}
                    {clinicianOptions.map((c) => (
                      <MenuItem key={c.uuid} value={c.uuid}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            {status === 'discharged' && (
              <>
                <TextField size="small" label="Discharge date" type="date" required slotProps={dateSlot} {...fieldProps(form, 'discharged_on')} />
                <TextField
                  size="small"
                  label="Discharge reason"
                  required
                  multiline
                  minRows={2}
                  {...fieldProps(form, 'discharge_reason')}
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                />
              </>
            )}
          </Section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : client ? 'Save changes' : 'Add client'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
