import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { leadStatuses, type LeadStatus } from '@tend/contracts/leads.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { messageOf } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLeads } from '../api/list-leads';
import { useLiveLeads } from '../api/live-leads';
import { InquiryFormSettings } from '../components/inquiry-form-settings';
import { LeadDrawer } from '../components/lead-drawer';
import { LeadFunnel } from '../components/lead-funnel';
import { LeadList } from '../components/lead-list';
import { LeadStatusFilter } from '../components/lead-status-filter';
import { NewLeadDialog } from '../components/new-lead-dialog';

const views = ['leads', 'funnel', 'form'] as const;
type View = (typeof views)[number];
const isStatus = (value: string | null): value is LeadStatus => leadStatuses.some((s) => s === value);

function Leads({ onOpen, onNew }: { onOpen: (id: string) => void; onNew: () => void }) {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as LeadStatus) : undefined;
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const { data, error, isPending } = useLeads({ status, search: query || undefined });
  const setStatus = (next: LeadStatus | undefined) =>
    setParams((p) => {
      if (next) p.set('status', next);
      else p.delete('status');
      return p;
    });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <LeadStatusFilter counts={data?.counts} value={status} onChange={setStatus} />
        <TextField size="small" type="search" label="Search leads" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Stack>
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {isPending && <LinearProgress aria-label="Loading leads" />}
      {data && data.leads.length === 0 && (
        <EmptyState
          title={status || query ? 'No leads match' : 'No leads yet'}
          action={
            !(status || query) && (
              <Button variant="contained" onClick={onNew}>
                New lead
              </Button>
            )
          }
        >
          Inquiries from your website form and leads you add by hand appear here, so you can follow up and convert them into clients.
        </EmptyState>
      )}
      {data && data.leads.length > 0 && <LeadList leads={data.leads} onOpen={onOpen} />}
    </Stack>
  );
}

export default function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const view: View = views.find((v) => v === params.get('view')) ?? 'leads';
  const openId = params.get('lead');
  const [creating, setCreating] = useState(false);
  useLiveLeads();
  const set = (key: string, value: string | null) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  return (
    <PageFrame
      title="Lead Management"
      description="People who have asked about starting therapy with the practice."
      actions={
        <Button variant="contained" onClick={() => setCreating(true)}>
          New lead
        </Button>
      }
    >
      <Tabs value={view} onChange={(_, v: View) => set('view', v === 'leads' ? null : v)} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="leads" label="Leads" />
        <Tab value="funnel" label="Funnel" />
        <Tab value="form" label="Website form" />
      </Tabs>
      {view === 'leads' && <Leads onOpen={(id) => set('lead', id)} onNew={() => setCreating(true)} />}
      {view === 'funnel' && <LeadFunnel />}
      {view === 'form' && <InquiryFormSettings />}
      <LeadDrawer leadId={openId} onClose={() => set('lead', null)} />
      {creating && (
        <NewLeadDialog
          onClose={() => setCreating(false)}
          onCreated={(detail) => {
            setCreating(false);
            set('lead', detail.lead.id);
          }}
        />
      )}
    </PageFrame>
  );
}
