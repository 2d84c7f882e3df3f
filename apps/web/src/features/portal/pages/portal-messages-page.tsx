import { PlannedPage } from '@/components/planned-page';

export default function PortalMessagesPage() {
  return (
    <PlannedPage title="Messages" description="Secure messages with your therapist." emptyTitle="No messages">
      Messages between you and your therapist will appear here. They are private and kept securely.
    </PlannedPage>
  );
}
