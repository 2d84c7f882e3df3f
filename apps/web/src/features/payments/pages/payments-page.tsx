import { PlannedPage } from '@/components/planned-page';

export default function PaymentsPage() {
  return (
    <PlannedPage title="Payments" description="Session fees, payments received and balances due." emptyTitle="No payments recorded">
      Payments and outstanding balances for your sessions will be listed here.
    </PlannedPage>
  );
}
