import { PlannedPage } from '@/components/planned-page';

export default function WorkSchedulePage() {
  return (
    <PlannedPage title="Work Schedule" description="The hours you are available for sessions each week." emptyTitle="No working hours set">
      Your weekly working hours will be set here; the calendar offers clients only the times you are available.
    </PlannedPage>
  );
}
