import { can } from '@tend/contracts/permissions';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/lib/session/me-query';
import { AssistantPanel } from '@/features/assistant';

/** Spec 2.8: Admin Chat opens the AI assistant panel (guarded only by a session, so the screen checks). */
export default function AdminChatPage() {
  const user = useCurrentUser();
  return (
    <PageFrame title="AI Chat" description="Ask the assistant about pending documentation and the practice's schedule.">
      {can(user, 'conversations:use') ? <AssistantPanel height={560} /> : <NoAccess what="the assistant" />}
    </PageFrame>
  );
}
