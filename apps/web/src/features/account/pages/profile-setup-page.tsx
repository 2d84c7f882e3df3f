import { useGoHome } from '@/lib/session/go-home';
import { useCurrentUser } from '@/lib/session/me-query';
import { PageFrame } from '@/components/page-frame';
import { ProfileForm } from '../components/profile-form';

/** First run: confirm the names Tend uses, then go home. */
export default function ProfileSetupPage() {
  const user = useCurrentUser();
  const goHome = useGoHome();
  if (!user) return null;
  return (
    <PageFrame title="Set up your profile" description="Check how your name appears. You can change it later under Profile.">
      <ProfileForm user={user} submitLabel="Save and continue" preferences={{ profile_completed: true }} onSaved={(saved) => void goHome(saved)} />
    </PageFrame>
  );
}
