import { PlannedPage } from '../../../components/planned-page';

export default function DashboardPage() {
  return (
    <PlannedPage
      title="Dashboard"
      description="Your day at a glance: today's sessions, notes waiting to be written and the assistant."
      emptyTitle="Nothing scheduled yet"
    >
      Today's appointments, your availability and the notes still pending will appear here as you schedule sessions and document them.
    </PlannedPage>
  );
}
