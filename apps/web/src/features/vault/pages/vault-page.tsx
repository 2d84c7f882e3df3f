import { PlannedPage } from '../../../components/planned-page';

export default function VaultPage() {
  return (
    <PlannedPage
      title="Idea Vault"
      description="Excerpts from your conversations with the assistant, saved into folders with tags."
      emptyTitle="Your vault is empty"
    >
      Ideas you save from the assistant will appear here, organised in folders such as Clinical Techniques, Research Projects and Meeting Notes.
    </PlannedPage>
  );
}
