import { AdminPlannedPage } from '../components/admin-planned-page';

export default function AdminDashboardPage() {
  return (
    <AdminPlannedPage
      permission="reports:read"
      title="Admin Dashboard"
      description="Key figures for the practice: sessions, documentation and caseloads."
      emptyTitle="No figures yet"
      what="the practice dashboard"
    >
      Sessions held, notes documented and pending, and caseload per provider will be charted here as the practice uses Tend.
    </AdminPlannedPage>
  );
}
