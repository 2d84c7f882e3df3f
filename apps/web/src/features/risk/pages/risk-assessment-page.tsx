import { PlannedPage } from '@/components/planned-page';

export default function RiskAssessmentPage() {
  return (
    <PlannedPage title="Risk Assessment" description="Structured risk assessments for your clients." emptyTitle="No risk assessments yet">
      Risk assessments you complete, and risk language the assistant flags in your notes, will be gathered here for review.
    </PlannedPage>
  );
}
