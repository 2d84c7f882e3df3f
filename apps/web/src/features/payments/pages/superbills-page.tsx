import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { superbillStatuses } from '@tend/contracts/billing-codes';
import type { Superbill } from '@tend/contracts/billing-documents.contract';
import { can } from '@tend/contracts/permissions';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { clientName, useClients } from '@/features/clients';
import { useSuperbills } from '../api/superbill-list';
import { ClaimSection } from '../components/claim-section';
import { SuperbillGenerateDialog } from '../components/superbill-generate-dialog';
import { superbillStatusLabels } from '../components/superbill-labels';
import { SuperbillPreviewDialog } from '../components/superbill-preview-dialog';
import { SuperbillTable } from '../components/superbill-table';

/** /superbills (spec 2.6): generate, preview, download and mark sent; then insurance claims (CMS-1500, 837P). */
export default function SuperbillsPage() {
  const user = useCurrentUser();
  const mayWrite = can(user, 'billing:write');
  const [params, setParams] = useSearchParams();
  const status = superbillStatuses.find((s) => s === params.get('status'));
  const clientId = params.get('client_id') || undefined;
  const superbills = useSuperbills({ status, client_id: clientId });
  const clients = useClients();
  const [generating, setGenerating] = useState(false);
  const [previewing, setPreviewing] = useState<Superbill | null>(null);
  const options = clients.data?.clients ?? [];
  const filtered = !!(status || clientId);

  /** Filters live in the URL, so reload and back keep them. */
  const filter = (key: 'status' | 'client_id', value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <PageFrame
      title="Superbills"
      description="Itemised receipts clients submit to their insurer, and claims for the practice to file."
      actions={
        mayWrite && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setGenerating(true)}>
            Generate
          </Button>
        )
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }} role="search" aria-label="Filter superbills">
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ''}
          onChange={(e) => filter('status', e.target.value || undefined)}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {superbillStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {superbillStatusLabels[s]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={options}
          loading={clients.isPending}
          getOptionLabel={clientName}
          value={options.find((c) => c.id === clientId) ?? null}
          onChange={(_, c) => filter('client_id', c?.id)}
          sx={{ minWidth: { sm: 260 } }}
          renderInput={(p) => <TextField {...p} size="small" label="Client" placeholder="All clients" />}
        />
      </Stack>
      {superbills.isPending ? (
        <PageLoading />
      ) : superbills.isError ? (
        <Alert severity="error">Failed to load superbills: {messageOf(superbills.error)}</Alert>
      ) : superbills.data.superbills.length === 0 ? (
        <EmptyState title={filtered ? 'No superbills match these filters' : 'No superbills yet'}>
          {filtered ? 'Change or clear the filters.' : 'Generate them from completed visits: per visit, per month, or for every client at once.'}
        </EmptyState>
      ) : (
        <SuperbillTable superbills={superbills.data.superbills} mayWrite={mayWrite} onPreview={setPreviewing} />
      )}
      {superbills.data && superbills.data.superbills.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Late-cancellation and no-show fees never appear on a superbill or claim.
        </Typography>
      )}
      <ClaimSection mayWrite={mayWrite} />
      {generating && <SuperbillGenerateDialog onClose={() => setGenerating(false)} />}
      {previewing && <SuperbillPreviewDialog superbill={previewing} onClose={() => setPreviewing(null)} />}
    </PageFrame>
  );
}
