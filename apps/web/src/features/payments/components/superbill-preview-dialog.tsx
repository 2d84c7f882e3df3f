import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Superbill } from '@tend/contracts/billing-documents.contract';
import { messageOf } from '@/lib/api-error';
import { superbillKeys } from '../api/superbill-keys';
import { downloadSuperbillPdf, fetchSuperbillPdf } from '../api/superbill-pdf';
import { FileButton } from './superbill-file-button';
import { superbillPeriod } from './superbill-labels';

/** The superbill's PDF in the page (the browser's own viewer), with a download beside it. */
export function SuperbillPreviewDialog({ superbill, onClose }: { superbill: Superbill; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const pdf = useQuery({
    queryKey: [...superbillKeys.all, 'pdf', superbill.id],
    // An object URL of the PDF, kept only while the dialog is open (revoked below).
    queryFn: async () => URL.createObjectURL(await fetchSuperbillPdf(superbill.id)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const url = pdf.data;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const title = `Superbill — ${superbill.client_name}, ${superbillPeriod(superbill)}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: { xs: '100%', sm: '75vh' }, display: 'flex' }}>
        {pdf.isError ? (
          <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
            The PDF could not be loaded: {messageOf(pdf.error)}
          </Alert>
        ) : url ? (
          <Box component="iframe" src={url} title={title} sx={{ border: 0, width: '100%', height: '100%', bgcolor: 'background.default' }} />
        ) : (
          <CircularProgress aria-label="Loading the PDF" sx={{ m: 'auto' }} />
        )}
      </DialogContent>
      <DialogActions>
        <FileButton label="Download" accessibleLabel={`Download ${title}`} run={() => downloadSuperbillPdf(superbill.id)} />
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
