import { AdminPlannedPage } from '../components/admin-planned-page';

export default function AuditLogsPage() {
  return (
    <AdminPlannedPage
      permission="audit:read"
      title="Audit Logs"
      description="Every access to health information: who, what, which record, when and from where."
      emptyTitle="No audit entries to show yet"
      what="the audit logs"
    >
      Audit entries will be listed here, newest first, with filters by user, action and record. The log is append-only.
    </AdminPlannedPage>
  );
}
