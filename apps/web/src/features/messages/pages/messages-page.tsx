import { PlannedPage } from '@/components/planned-page';

export default function MessagesPage() {
  return (
    <PlannedPage title="Messages" description="Secure messaging with your clients." emptyTitle="No messages yet">
      Conversations with your clients will be listed here, with unread messages first.
    </PlannedPage>
  );
}
