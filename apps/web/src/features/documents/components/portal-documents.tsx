import { useState, type ReactNode } from 'react';
import Description from '@mui/icons-material/Description';
import Draw from '@mui/icons-material/Draw';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientDocumentKindLabels, type ClientDocument } from '@tend/contracts/portal-documents.contract';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { downloadPortalDocument } from '../api/download-document';
import { usePortalDocuments } from '../api/list-portal-documents';
import { DocumentDownloadButton } from './document-download-button';
import { SignDocumentDialog } from './sign-document-dialog';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {title} ({count})
      </Typography>
      <List dense disablePadding>
        {children}
      </List>
    </Paper>
  );
}

/** One row: title, for whom (a guardian sees several people), what happened when, and the row's actions. */
function Row({ d, showClient, detail, actions }: { d: ClientDocument; showClient: boolean; detail: string; actions: ReactNode }) {
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1 }}>
      <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {d.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[clientDocumentKindLabels[d.kind], showClient ? `for ${d.client_name}` : null, detail].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    </ListItem>
  );
}

/**
 * The portal's documents: consents and policies to sign (read and sign in a dialog), signed ones
 * with their signed PDF, and files the practice shared.
 */
export function PortalDocuments() {
  const documents = usePortalDocuments();
  const timeZone = useTimeZone();
  const [reading, setReading] = useState<string | null>(null);

  if (documents.isPending) return <PageLoading />;
  if (documents.isError) return <Alert severity="error">Your documents could not be loaded: {messageOf(documents.error)}</Alert>;
  const all = documents.data.documents;
  if (all.length === 0)
    return (
      <EmptyState title="No documents yet" icon={<Description color="disabled" sx={{ fontSize: 40 }} />}>
        When your practice shares a file with you or asks you to sign a consent form, it appears here. Questions? Send your clinician a secure message.
      </EmptyState>
    );
  const showClient = new Set(all.map((d) => d.client_id)).size > 1;
  const toSign = all.filter((d) => d.status === 'to_sign');
  const signed = all.filter((d) => d.status === 'signed');
  const shared = all.filter((d) => d.status === 'shared');
  const day = (iso: string | null) => (iso ? formatDate(iso, timeZone) : '');

  return (
    <Stack spacing={2}>
      {toSign.length > 0 && (
        <Alert severity="info">
          {toSign.length === 1 ? 'One document is waiting for your signature.' : `${toSign.length} documents are waiting for your signature.`}
        </Alert>
      )}
      <Group title="To sign" count={toSign.length}>
        {toSign.map((d) => (
          <Row
            key={d.id}
            d={d}
            showClient={showClient}
            detail={`shared ${day(d.shared_at)}`}
            actions={
              <Button size="small" variant="contained" startIcon={<Draw />} onClick={() => setReading(d.id)} aria-label={`Read and sign ${d.title}`}>
                Read and sign
              </Button>
            }
          />
        ))}
      </Group>
      <Group title="Signed" count={signed.length}>
        {signed.map((d) => (
          <Row
            key={d.id}
            d={d}
            showClient={showClient}
            detail={`signed by ${d.signed_name} on ${day(d.signed_at)}`}
            actions={
              <>
                <Chip size="small" color="success" variant="outlined" label="Signed" />
                <Button size="small" onClick={() => setReading(d.id)} aria-label={`Read ${d.title}`}>
                  Read
                </Button>
                {d.has_signed_pdf && (
                  <DocumentDownloadButton
                    label="Signed PDF"
                    accessibleLabel={`Download the signed PDF of ${d.title}`}
                    fetchFile={() => downloadPortalDocument(d.id, 'signed-pdf')}
                  />
                )}
              </>
            }
          />
        ))}
      </Group>
      <Group title="Shared with you" count={shared.length}>
        {shared.map((d) => (
          <Row
            key={d.id}
            d={d}
            showClient={showClient}
            detail={[d.shared_by_name ? `from ${d.shared_by_name}` : null, day(d.shared_at), d.file?.file_name].filter(Boolean).join(' · ')}
            actions={
              d.file && (
                <DocumentDownloadButton label="Download" accessibleLabel={`Download ${d.title}`} fetchFile={() => downloadPortalDocument(d.id, 'file')} />
              )
            }
          />
        ))}
      </Group>
      {reading && <SignDocumentDialog documentId={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}
