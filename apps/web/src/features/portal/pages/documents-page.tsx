import { PlannedPage } from '@/components/planned-page';

export default function DocumentsPage() {
  return (
    <PlannedPage title="Documents" description="Documents your therapist has shared with you." emptyTitle="No documents">
      Documents shared with you, such as treatment plans and letters, will be listed here to view and download.
    </PlannedPage>
  );
}
