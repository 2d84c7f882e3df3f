import { PageFrame } from '@/components/page-frame';
import { AssistantPanel } from '../components/assistant-panel';

/** /therapist-panel, /assistant and /ai-assistant (spec 2.3, 2.7). */
export default function AssistantPage() {
  return (
    <PageFrame title="AI Assistant">
      <AssistantPanel />
    </PageFrame>
  );
}
