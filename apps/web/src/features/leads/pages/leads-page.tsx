import { PlannedPage } from '@/components/planned-page';

export default function LeadsPage() {
  return (
    <PlannedPage title="Lead Management" description="People who have asked about starting therapy with the practice." emptyTitle="No leads yet">
      Enquiries from prospective clients will be listed here with their status, so you can follow up and convert them into clients.
    </PlannedPage>
  );
}
