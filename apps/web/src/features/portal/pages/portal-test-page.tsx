import { PlannedPage } from '@/components/planned-page';

export default function PortalTestPage() {
  return (
    <PlannedPage title="Client Portal Test" description="A preview of the client portal as clients will see it." emptyTitle="Nothing to preview yet">
      This page previews the client portal screens without signing in.
    </PlannedPage>
  );
}
