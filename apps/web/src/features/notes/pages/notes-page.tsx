import { PlannedPage } from '../../../components/planned-page';

export default function NotesPage() {
  return (
    <PlannedPage
      title="Notes"
      description="Every session note you have written, draft or signed."
      emptyTitle="No notes yet"
    >
      Notes you write with the assistant or by hand will be listed here, newest first, with their status (draft or approved).
    </PlannedPage>
  );
}
