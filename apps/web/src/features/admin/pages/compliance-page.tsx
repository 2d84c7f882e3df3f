import { AdminPlannedPage } from '../components/admin-planned-page';

export default function CompliancePage() {
  return (
    <AdminPlannedPage
      permission="audit:read"
      title="Compliance"
      description="The practice's compliance status: access reviews, retention and agreements."
      emptyTitle="No compliance checks yet"
      what="compliance"
    >
      Access reviews, data-retention status and signed agreements will be tracked here.
    </AdminPlannedPage>
  );
}
