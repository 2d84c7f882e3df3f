import { PageFrame } from '@/components/page-frame';
import { PortalDocuments } from '@/features/documents';

/** /client/documents: consents to sign, signed copies, and files the practice shared. */
export default function DocumentsPage() {
  return (
    <PageFrame title="Documents" description="Consent forms to sign, your signed copies, and files your practice shared with you.">
      <PortalDocuments />
    </PageFrame>
  );
}
