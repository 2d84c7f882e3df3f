import { PlannedPage } from '@/components/planned-page';

export default function PortalHomePage() {
  return (
    <PlannedPage
      title="My Portal"
      description="Your space for appointments, messages, documents and forms with your therapist."
      emptyTitle="Welcome to your portal"
    >
      Your upcoming appointments, new messages from your therapist and forms to complete will appear here.
    </PlannedPage>
  );
}
