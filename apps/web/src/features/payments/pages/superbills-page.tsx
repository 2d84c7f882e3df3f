import { PlannedPage } from '@/components/planned-page';

export default function SuperbillsPage() {
  return (
    <PlannedPage title="Superbills" description="Itemised receipts clients submit to their insurer for reimbursement." emptyTitle="No superbills yet">
      Superbills generated from completed sessions will be listed here, ready to download and send to clients.
    </PlannedPage>
  );
}
