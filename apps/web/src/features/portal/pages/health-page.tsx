import { PlannedPage } from '@/components/planned-page';

export default function HealthPage() {
  return (
    <PlannedPage title="Health Tracking" description="Track your mood, sleep and other measures between sessions." emptyTitle="Nothing tracked yet">
      Entries you record between sessions will be charted here and shared with your therapist.
    </PlannedPage>
  );
}
