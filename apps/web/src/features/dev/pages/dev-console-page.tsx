import { PlannedPage } from '@/components/planned-page';

export default function DevConsolePage() {
  return (
    <PlannedPage title="Dev Console" description="Diagnostics for developers: service health, jobs and logs." emptyTitle="Diagnostics are on their way">
      Service health, background jobs and recent errors will be shown here for developers.
    </PlannedPage>
  );
}
