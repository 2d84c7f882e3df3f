import { PlannedPage } from '../../../components/planned-page';

export default function VaultFolderPage() {
  return (
    <PlannedPage
      title="Vault Folder"
      description="The ideas saved in one folder of your vault."
      emptyTitle="No ideas in this folder yet"
    >
      Ideas saved into this folder, with their tags and the conversation they came from, will be listed here.
    </PlannedPage>
  );
}
