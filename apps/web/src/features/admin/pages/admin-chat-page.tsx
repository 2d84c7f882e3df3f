import { AdminPlannedPage } from '../components/admin-planned-page';

export default function AdminChatPage() {
  return (
    <AdminPlannedPage
      permission="admin:settings"
      title="AI Chat"
      description="Ask the assistant about running the practice."
      emptyTitle="The admin assistant is on its way"
      what="the admin assistant"
    >
      Here you will ask the assistant about the practice as a whole: pending documentation, provider activity and setup questions.
    </AdminPlannedPage>
  );
}
