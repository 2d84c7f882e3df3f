import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { portalInviteLifetimeDays, type CreatePortalInviteRequest } from '@tend/contracts/portal.contract';
import { EmailConfirmationBanner, needsEmailConfirmation } from '@/components/email-confirmation-banner';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useCreatePortalInvite } from '../api/create-portal-invite';

export interface PortalInviteTarget {
  /** The record the invitation is for (a couple partner's own record for a partner). */
  clientId: string;
  relation: CreatePortalInviteRequest['relation'];
  guardianId?: string;
  /** Who, as the clinician knows them: "Sam Lee", "Ana Lee (mother)". */
  name: string;
  /** The e-mail on record, or that of the pending invitation when resending. */
  email: string | null;
  resend: boolean;
}

/** Sends (or resends) a portal invitation: the e-mail defaults to the one on record and may be changed. */
export function PortalInviteDialog({ target, onClose }: { target: PortalInviteTarget; onClose: () => void }) {
  const titleId = useId();
  const invite = useCreatePortalInvite();
  // A practice sends invitations only once its registrant has confirmed their e-mail.
  const unconfirmed = needsEmailConfirmation(useCurrentUser());
  const [email, setEmail] = useState(target.email ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem('Enter the e-mail address to send the invitation to.');
      return;
    }
    setProblem(null);
    const body: CreatePortalInviteRequest = { relation: target.relation, email: address, ...(target.guardianId ? { guardian_id: target.guardianId } : {}) };
    invite.mutate({ clientId: target.clientId, body }, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{target.resend ? `Resend invitation to ${target.name}` : `Invite ${target.name} to the portal`}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            They receive a link to choose a password. It works once and expires in {portalInviteLifetimeDays} days
            {target.resend ? '; the earlier link stops working.' : '.'} The e-mail names your practice only.
          </DialogContentText>
          <EmailConfirmationBanner compact />
          {invite.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {messageOf(invite.error)}
            </Alert>
          )}
          <TextField
            size="small"
            fullWidth
            autoFocus
            required
            type="email"
            label="E-mail"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!problem}
            helperText={problem ?? (target.email ? 'From their record; change it to send elsewhere.' : 'No e-mail on record.')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending || unconfirmed}>
            {invite.isPending ? 'Sending…' : target.resend ? 'Resend' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
