import { AdminPlannedPage } from '../components/admin-planned-page';

export default function ReportsPage() {
  return (
    <AdminPlannedPage permission="reports:read" title="Reports" description="Practice reports to view and export." emptyTitle="No reports yet" what="reports">
      Reports on sessions, documentation and billing will be generated here for chosen periods.
    </AdminPlannedPage>
  );
}
