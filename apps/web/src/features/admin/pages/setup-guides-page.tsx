import { AdminPlannedPage } from '../components/admin-planned-page';

export default function SetupGuidesPage() {
  return (
    <AdminPlannedPage
      permission="admin:settings"
      title="Setup Guides"
      description="Step-by-step guides for setting up the practice."
      emptyTitle="Guides are on their way"
      what="the setup guides"
    >
      Guides for inviting providers, configuring the assistant and importing clients will be collected here.
    </AdminPlannedPage>
  );
}
