import { PlannedPage } from '@/components/planned-page';

export default function BillingPage() {
  return (
    <PlannedPage title="Billing" description="Your invoices, payments and superbills." emptyTitle="No invoices">
      Invoices for your sessions, payments you have made and superbills for your insurer will be listed here.
    </PlannedPage>
  );
}
