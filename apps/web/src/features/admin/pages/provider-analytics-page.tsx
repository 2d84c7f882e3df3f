import { AdminPlannedPage } from '../components/admin-planned-page';

export default function ProviderAnalyticsPage() {
  return (
    <AdminPlannedPage
      permission="reports:read"
      title="Provider Analytics"
      description="Documentation and caseload figures per provider."
      emptyTitle="No analytics yet"
      what="provider analytics"
    >
      Sessions, documentation timeliness and caseload for each provider will be charted here.
    </AdminPlannedPage>
  );
}
