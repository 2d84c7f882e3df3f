import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DocumentTemplateKey } from '@tend/contracts/portal-documents.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDocumentTemplates } from '../api/list-document-templates';
import { useShareDocument } from '../api/share-document';
import { DocumentText } from './document-text';

/** Choose a consent or policy text, read it, and share it with the client to sign in their portal. */
export function ShareTemplateDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const templates = useDocumentTemplates();
  const share = useShareDocument(clientId);
  const [key, setKey] = useState<DocumentTemplateKey | null>(null);
  const chosen = templates.data?.templates.find((t) => t.key === key) ?? null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>Share a document to sign</DialogTitle>
      <DialogContent dividers>
        {templates.isPending && <Typography color="text.secondary">Loading…</Typography>}
        {templates.isError && <Alert severity="error">{messageOf(templates.error)}</Alert>}
        {share.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {messageOf(share.error)}
          </Alert>
        )}
        {templates.data && (
          <RadioGroup aria-label="Document" value={key ?? ''} onChange={(e) => setKey(e.target.value as DocumentTemplateKey)}>
            {templates.data.templates.map((t) => (
              <FormControlLabel
                key={t.key}
                value={t.key}
                control={<Radio size="small" />}
                sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {t.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t.summary}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        )}
        {chosen && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 0.5 }}>
              The client reads and signs this text in their portal (a generic template: review it for your practice).
            </Typography>
            <DocumentText text={chosen.body} label={chosen.title} maxHeight="35vh" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || share.isPending}
          onClick={() =>
            chosen &&
            share.mutate(
              { template: chosen.key },
              {
                onSuccess: () => {
                  toast(`“${chosen.title}” shared to sign.`, 'success');
                  onClose();
                },
              },
            )
          }
        >
          {share.isPending ? 'Sharing…' : 'Share to sign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
