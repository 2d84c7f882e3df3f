import { PlannedPage } from '@/components/planned-page';

export default function CalendarPage() {
  return (
    <PlannedPage title="Calendar" description="Your sessions and availability by day, week and month." emptyTitle="No appointments yet">
      Booked sessions and your available hours will appear here once scheduling is set up.
    </PlannedPage>
  );
}
