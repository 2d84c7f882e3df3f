import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Stack from '@mui/material/Stack';
import { can } from '@tend/contracts/permissions';
import { useCurrentUser } from '@/lib/session/me-query';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
// The scheduling policy's own card (reminders, late cancellations), the one the work-schedule page shows.
import { ReminderSettingsCard } from '@/features/calendar';
import { AiAssistantSection } from '../components/settings/ai-assistant-section';
import { PracticeProfileSection } from '../components/settings/practice-profile-section';
import { SecuritySection } from '../components/settings/security-section';

/** /admin/settings: each section loads and saves on its own. */
/** Links from the checklist and the setup guide name a section (#security): bring it into view once it is drawn. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' }), 300);
    return () => clearTimeout(timer);
  }, [hash]);
}

export default function AdminSettingsPage() {
  const user = useCurrentUser();
  useScrollToHash();
  const title = 'Practice Settings';
  if (!can(user, 'admin:settings')) {
    return (
      <PageFrame title={title}>
        <NoAccess what="the practice settings" />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} description="The practice's profile, scheduling policy, security and AI assistant.">
      <Stack spacing={2}>
        <PracticeProfileSection />
        <div id="scheduling">
          <ReminderSettingsCard />
        </div>
        <SecuritySection />
        <AiAssistantSection />
      </Stack>
    </PageFrame>
  );
}
