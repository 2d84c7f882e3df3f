import { PageFrame } from '@/components/page-frame';
import { AssistantPanel } from '@/features/assistant';

/** Spec 2.7: the dashboard is where the clinician talks to the assistant. */
export default function DashboardPage() {
  return (
    <PageFrame title="Dashboard" description="Describe a session, ask about pending notes or today's appointments.">
      <AssistantPanel height={560} />
    </PageFrame>
  );
}
