import { PlannedPage } from '@/components/planned-page';

export default function VoicePage() {
  return (
    <PlannedPage title="Voice Mode" description="Talk with the assistant instead of typing." emptyTitle="Voice mode is on its way">
      Here you will hold a spoken conversation with the assistant; the transcript and a reflection are saved to the conversation when you finish.
    </PlannedPage>
  );
}
