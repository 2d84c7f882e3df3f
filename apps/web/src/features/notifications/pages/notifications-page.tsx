import { PlannedPage } from '../../../components/planned-page';

export default function NotificationsPage() {
  return (
    <PlannedPage
      title="Notifications"
      description="Updates about your notes, messages and account."
      emptyTitle="No notifications"
    >
      When a note is generated or a client sends you a message, it appears here and on the bell in the top bar. Push notification settings will also live here.
    </PlannedPage>
  );
}
