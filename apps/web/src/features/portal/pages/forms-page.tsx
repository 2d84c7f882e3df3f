import { PlannedPage } from '@/components/planned-page';

export default function FormsPage() {
  return (
    <PlannedPage title="Forms" description="Intake and check-in forms to complete." emptyTitle="No forms to complete">
      Forms your therapist asks you to fill in will appear here.
    </PlannedPage>
  );
}
