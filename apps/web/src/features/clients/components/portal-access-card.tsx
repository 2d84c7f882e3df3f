import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Client } from '@tend/contracts/clients.contract';
import { can } from '@tend/contracts/permissions';
import type { PortalAccessResponse, RevokePortalAccessRequest } from '@tend/contracts/portal.contract';
import { EmailConfirmationBanner } from '@/components/email-confirmation-banner';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { usePortalAccess } from '../api/get-portal-access';
import { useRevokePortalAccess } from '../api/revoke-portal-access';
import { clientName } from './client-name';
import { DetailSection, sectionStatus } from './detail-section';
import { PortalInviteDialog, type PortalInviteTarget } from './portal-invite-dialog';

type Access = PortalAccessResponse['self'];

/** One person who may have portal access to a record: the client, a guardian, a couple partner. */
interface Person {
  key: string;
  name: string;
  role: ReactNode;
  access: Access;
  invite: Omit<PortalInviteTarget, 'resend' | 'email'> & { recordEmail: string | null };
  revoke: { clientId: string; body: RevokePortalAccessRequest };
}

function peopleOf(client: Client, data: PortalAccessResponse): Person[] {
  const name = clientName(client);
  const self: Person = {
    key: 'self',
    name,
    role: 'Client',
    access: data.self,
    invite: { clientId: client.id, relation: 'self', name, recordEmail: data.client_email },
    revoke: { clientId: client.id, body: { relation: 'self' } },
  };
  const guardians = data.guardians.map((g): Person => ({
    key: g.guardian_id,
    name: g.name,
    role: `Guardian (${g.relationship})`,
    access: g,
    invite: { clientId: client.id, relation: 'guardian', guardianId: g.guardian_id, name: g.name, recordEmail: g.email },
    revoke: { clientId: client.id, body: { relation: 'guardian', guardian_id: g.guardian_id } },
  }));
  const partners = data.couples.flatMap((couple) =>
    couple.partners.map((p): Person => ({
      key: `${couple.group_id}:${p.client_id}`,
      name: p.name,
      role: (
        <>
          Partner in {couple.name} · <RouterLink to={`/clients/${p.client_id}`}>record</RouterLink>
        </>
      ),
      access: p,
      invite: { clientId: p.client_id, relation: 'self', name: p.name, recordEmail: p.email },
      revoke: { clientId: p.client_id, body: { relation: 'self' } },
    })),
  );
  return [self, ...guardians, ...partners];
}

function AccessStatus({ access, timeZone, now }: { access: Access; timeZone: string; now: number }) {
  const invite = access.pending_invite;
  if (access.has_account)
    return (
      <>
        <Chip size="small" color="success" variant="outlined" label="Has access" />
        {access.account_email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {access.account_email}
          </Typography>
        )}
      </>
    );
  if (!invite) return <Chip size="small" variant="outlined" label="No access" />;
  const expired = new Date(invite.expires_at).getTime() <= now;
  return (
    <>
      <Chip size="small" variant="outlined" color={expired ? 'warning' : 'info'} label={expired ? 'Invitation expired' : 'Invited'} />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {invite.email} · {expired ? 'expired' : 'expires'} {formatDate(invite.expires_at, timeZone)}
      </Typography>
    </>
  );
}

/** Who can open the client portal for this record, with Invite, Resend and Revoke (confirmed). */
export function PortalAccessCard({ client }: { client: Client }) {
  const access = usePortalAccess(client.id);
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const mayWrite = can(user, 'clients:write');
  const revoke = useRevokePortalAccess();
  const [inviting, setInviting] = useState<PortalInviteTarget | null>(null);
  const [revoking, setRevoking] = useState<Person | null>(null);
  const people = access.data ? peopleOf(client, access.data) : [];
  // Whether an invitation has expired, as of when the list last loaded.
  const now = access.dataUpdatedAt;

  return (
    <DetailSection title="Portal access">
      {mayWrite && <EmailConfirmationBanner compact />}
      {sectionStatus(access, 'portal access') ?? (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Portal access">
          {people.map((p) => (
            <Box component="li" key={p.key} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
              <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {p.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {p.role}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: '2 1 14rem', minWidth: 0 }}>
                <AccessStatus access={p.access} timeZone={timeZone} now={now} />
              </Stack>
              {mayWrite && (
                <Stack direction="row" spacing={0.5}>
                  {!p.access.has_account && (
                    <Button
                      size="small"
                      aria-label={`${p.access.pending_invite ? 'Resend invitation to' : 'Invite'} ${p.name}`}
                      onClick={() =>
                        setInviting({ ...p.invite, email: p.access.pending_invite?.email ?? p.invite.recordEmail, resend: !!p.access.pending_invite })
                      }
                    >
                      {p.access.pending_invite ? 'Resend' : 'Invite'}
                    </Button>
                  )}
                  {(p.access.has_account || p.access.pending_invite) && (
                    <Button size="small" color="error" aria-label={`Revoke portal access of ${p.name}`} onClick={() => setRevoking(p)}>
                      Revoke
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
          ))}
          {access.data?.guardians.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              To invite a parent or guardian, add them under Parents and guardians with their e-mail.
            </Typography>
          )}
        </Stack>
      )}
      {inviting && <PortalInviteDialog target={inviting} onClose={() => setInviting(null)} />}
      {revoking && (
        <Dialog open onClose={() => setRevoking(null)} maxWidth="xs" fullWidth aria-labelledby="revoke-portal-title">
          <DialogTitle id="revoke-portal-title">Revoke {revoking.name}’s portal access?</DialogTitle>
          <DialogContent>
            {revoke.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {messageOf(revoke.error)}
              </Alert>
            )}
            <DialogContentText variant="body2">
              {revoking.access.has_account
                ? 'They are signed out everywhere at once and can no longer open the portal for this record. Any pending invitation stops working. You can invite them again later.'
                : 'The pending invitation link stops working. You can send a new one later.'}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRevoking(null)} autoFocus>
              Cancel
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(revoking.revoke, { onSuccess: () => setRevoking(null) })}
            >
              {revoke.isPending ? 'Revoking…' : 'Revoke access'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </DetailSection>
  );
}
