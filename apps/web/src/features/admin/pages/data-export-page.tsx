import { useSearchParams } from 'react-router';
import { can } from '@tend/contracts/permissions';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/lib/session/me-query';
import { DataExportsPanel } from '../components/data-exports-panel';

/** /admin/data-export: the practice's records out of Tend, as CSV and PDF or as FHIR; ?client_id= starts with that client chosen. */
export default function DataExportPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  return (
    <PageFrame title="Data Export">
      {can(user, 'admin:settings') ? <DataExportsPanel clientId={params.get('client_id') ?? undefined} /> : <NoAccess what="data exports" />}
    </PageFrame>
  );
}
