import { PlannedPage } from '../../../components/planned-page';

export default function NewNotePage() {
  return (
    <PlannedPage
      title="New Note"
      description="Write a session note for one of your clients."
      emptyTitle="The note editor is on its way"
    >
      Here you will choose a client and a note type (SOAP, client summary, provider reflection, risk or quick note) and write or dictate the note.
    </PlannedPage>
  );
}
