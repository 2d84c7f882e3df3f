import { PlannedPage } from '@/components/planned-page';

export default function AppointmentsPage() {
  return (
    <PlannedPage title="Appointments" description="Your upcoming and past sessions." emptyTitle="No appointments">
      Sessions booked with your therapist will be listed here, with options to confirm or request a change.
    </PlannedPage>
  );
}
