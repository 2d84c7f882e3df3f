import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffInvite, StaffUser } from '@tend/contracts/staff-users.contract';
import { EmailConfirmationBanner } from '@/components/email-confirmation-banner';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useStaff } from '../api/list-staff';
import { useStaffInviteAction } from '../api/staff-invite-action';
import { useStaffUserAction, type StaffUserAction } from '../api/staff-user-action';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { InviteUserDialog } from '../components/invite-user-dialog';
import { PendingInvites } from '../components/pending-invites';
import { ServerRefusal } from '../components/server-refusal';
import { StaffTable, type StaffRowAction } from '../components/staff-table';

type Pending = { kind: 'user'; user: StaffUser; action: StaffUserAction } | { kind: 'revoke'; invite: StaffInvite };

const confirmations: Record<StaffUserAction, { title: string; label: string; text: (name: string) => string }> = {
  deactivate: {
    title: 'Deactivate user?',
    label: 'Deactivate',
    text: (name) => `${name} is signed out everywhere at once and can no longer sign in. Their records stay; you can reactivate them later.`,
  },
  reactivate: { title: 'Reactivate user?', label: 'Reactivate', text: (name) => `${name} can sign in again with their password.` },
  'reset-mfa': {
    title: 'Reset two-factor sign-in?',
    label: 'Reset MFA',
    text: (name) => `Removes the authenticator app, recovery codes, passkeys and remembered browsers of ${name}. Do this only after checking who is asking.`,
  },
};

/** /admin/users: admins invite and manage staff; supervisors see themselves and their supervisees, read-only. */
export default function UsersPage() {
  const staff = useStaff();
  const me = useCurrentUser();
  const userAction = useStaffUserAction();
  const inviteAction = useStaffInviteAction();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const canManage = staff.data?.can_manage ?? false;
  const users = staff.data?.users ?? [];

  const onRowAction = (user: StaffUser, action: StaffRowAction) => (action === 'edit' ? setEditing(user) : setPending({ kind: 'user', user, action }));
  const confirm = () => {
    if (!pending) return;
    const close = { onSettled: () => setPending(null) };
    if (pending.kind === 'user') userAction.mutate({ id: pending.user.uuid, action: pending.action }, close);
    else inviteAction.mutate({ id: pending.invite.id, action: 'revoke' }, close);
  };
  const failure = userAction.error ?? inviteAction.error;

  return (
    <PageFrame
      title="User Management"
      description={canManage ? 'Invite staff, set roles and supervisors, and end access.' : 'You and the clinicians you supervise.'}
      actions={
        canManage && (
          <Button variant="contained" onClick={() => setInviting(true)}>
            Invite user
          </Button>
        )
      }
    >
      {staff.isPending ? (
        <PageLoading />
      ) : staff.isError ? (
        <ServerRefusal error={staff.error} what="the practice's users" />
      ) : (
        <Stack spacing={2}>
          {canManage && <EmailConfirmationBanner />}
          {failure && (
            <Alert severity="error" onClose={() => (userAction.reset(), inviteAction.reset())}>
              {messageOf(failure)}
            </Alert>
          )}
          {users.length === 0 ? (
            <EmptyState title="No users">Members of the practice will be listed here.</EmptyState>
          ) : (
            <StaffTable users={users} onAction={canManage ? onRowAction : undefined} selfId={me?.uuid} />
          )}
          {canManage && staff.data.invites.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                Pending invitations
              </Typography>
              <PendingInvites
                invites={staff.data.invites}
                now={new Date()}
                busy={inviteAction.isPending}
                onAction={(invite, action) => (action === 'revoke' ? setPending({ kind: 'revoke', invite }) : inviteAction.mutate({ id: invite.id, action }))}
              />
            </Stack>
          )}
        </Stack>
      )}
      {inviting && <InviteUserDialog users={users} onClose={() => setInviting(false)} />}
      {editing && <EditUserDialog user={editing} users={users} onClose={() => setEditing(null)} />}
      {pending?.kind === 'user' && (
        <ConfirmDialog
          title={confirmations[pending.action].title}
          confirmLabel={confirmations[pending.action].label}
          danger={pending.action !== 'reactivate'}
          busy={userAction.isPending}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          {confirmations[pending.action].text(pending.user.name)}
        </ConfirmDialog>
      )}
      {pending?.kind === 'revoke' && (
        <ConfirmDialog
          title="Revoke invitation?"
          confirmLabel="Revoke"
          danger
          busy={inviteAction.isPending}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          {`The link sent to ${pending.invite.email} stops working. You can invite them again later.`}
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
