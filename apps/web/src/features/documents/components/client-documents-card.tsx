import { useRef, useState } from 'react';
import Draw from '@mui/icons-material/Draw';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientDocumentKindLabels, clientDocumentStatusLabels, type ClientDocument } from '@tend/contracts/portal-documents.contract';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { downloadClientDocument } from '../api/download-document';
import { useClientDocuments } from '../api/list-client-documents';
import { acceptedUploadTypes, uploadLimitBytes, useUploadDocument } from '../api/upload-document';
import { useWithdrawDocument } from '../api/withdraw-document';
import { DocumentDownloadButton } from './document-download-button';
import { ShareTemplateDialog } from './share-template-dialog';

const statusColor = { to_sign: 'warning', signed: 'success', shared: 'default' } as const;

function DocumentRow({ clientId, d, mayWrite, timeZone }: { clientId: string; d: ClientDocument; mayWrite: boolean; timeZone: string }) {
  const withdraw = useWithdrawDocument(clientId);
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDate(iso, timeZone);
  const detail =
    d.status === 'signed'
      ? `Signed by ${d.signed_name}${d.signed_on_behalf ? ' (guardian)' : ''} on ${when(d.signed_at!)}`
      : `Shared ${when(d.shared_at)}${d.shared_by_name ? ` by ${d.shared_by_name}` : ''}`;
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1 }}>
      <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {d.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {clientDocumentKindLabels[d.kind]} · {detail}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" variant="outlined" color={statusColor[d.status]} label={clientDocumentStatusLabels[d.status]} />
        {d.file && (
          <DocumentDownloadButton label="File" accessibleLabel={`Download ${d.title}`} fetchFile={() => downloadClientDocument(clientId, d.id, 'file')} />
        )}
        {d.has_signed_pdf && (
          <DocumentDownloadButton
            label="Signed PDF"
            accessibleLabel={`Download the signed PDF of ${d.title}`}
            fetchFile={() => downloadClientDocument(clientId, d.id, 'signed-pdf')}
          />
        )}
        {mayWrite &&
          d.status !== 'signed' &&
          (confirming ? (
            <>
              <Button
                size="small"
                color="error"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(d.id, { onError: (e) => toast(messageOf(e), 'error') })}
              >
                Confirm withdraw
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`Withdraw ${d.title}`}>
              Withdraw
            </Button>
          ))}
      </Stack>
    </ListItem>
  );
}

/** The client page's "Documents" card: what was shared with the client in the portal, signature status, and sharing more. */
export function ClientDocumentsCard({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const documents = useClientDocuments(clientId);
  const upload = useUploadDocument(clientId);
  const timeZone = useTimeZone();
  const [sharing, setSharing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const sendFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > uploadLimitBytes) return toast('The file is larger than 10 MB.', 'error');
    upload.mutate({ file }, { onSuccess: (d) => toast(`“${d.title}” shared.`, 'success') });
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Documents" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          Documents
        </Typography>
        {mayWrite && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<Draw />} onClick={() => setSharing(true)}>
              Share to sign
            </Button>
            <Button size="small" startIcon={<UploadFile />} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
              {upload.isPending ? 'Sharing…' : 'Share a file'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={acceptedUploadTypes}
              aria-label="File to share (PDF or image)"
              onChange={(e) => {
                sendFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Stack>
        )}
      </Stack>
      {upload.error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => upload.reset()}>
          {messageOf(upload.error)}
        </Alert>
      )}
      {documents.isPending && <Typography color="text.secondary">Loading…</Typography>}
      {documents.isError && <Alert severity="error">Documents could not be loaded: {messageOf(documents.error)}</Alert>}
      {documents.data &&
        (documents.data.documents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing shared yet. Share a consent to sign (informed consent, telehealth, privacy notice) or a PDF or image; the client sees it in their portal.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Shared documents">
            {documents.data.documents.map((d) => (
              <DocumentRow key={d.id} clientId={clientId} d={d} mayWrite={mayWrite} timeZone={timeZone} />
            ))}
          </List>
        ))}
      {sharing && <ShareTemplateDialog clientId={clientId} onClose={() => setSharing(false)} />}
    </Paper>
  );
}
