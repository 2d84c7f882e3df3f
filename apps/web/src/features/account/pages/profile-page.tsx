import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCurrentUser } from '@/lib/session/me-query';
import { toast } from '@/lib/toast';
import { PageFrame } from '@/components/page-frame';
import { ProfileForm } from '../components/profile-form';
import { TimeZoneSetting } from '../components/time-zone-setting';
import { TwoFactorCard } from '../components/two-factor-card';

export default function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <PageFrame title="Profile" description={`${user.practice_name}`}>
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <Chip label={user.role === 'demo' ? `Demo ${user.character_type ?? ''}`.trim() : user.role} sx={{ textTransform: 'capitalize' }} />
        {user.is_provider && user.role === 'admin' && <Chip label="Provider" />}
      </Stack>
      <ProfileForm user={user} submitLabel="Save profile" onSaved={() => toast('Profile saved', 'success')} />
      <Divider sx={{ my: 3, maxWidth: 480 }} />
      <TimeZoneSetting user={user} onSaved={() => toast('Time zone saved', 'success')} />
      <Divider sx={{ my: 3, maxWidth: 480 }} />
      <TwoFactorCard demo={user.demo_mode} />
    </PageFrame>
  );
}
