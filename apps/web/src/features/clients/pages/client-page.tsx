import { useState, type ReactNode } from 'react';
import { Link as RouterLinkBase, useParams, useSearchParams } from 'react-router';
import Edit from '@mui/icons-material/Edit';
import EventAvailable from '@mui/icons-material/EventAvailable';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Client } from '@tend/contracts/clients.contract';
import { documentTypeLabels } from '@tend/contracts/notes.contract';
import { actingRole, can } from '@tend/contracts/permissions';
import { canOpen } from '@/app/route-access';
import { isApiError, messageOf } from '@/lib/api-error';
import { usePageCrumb } from '@/lib/page-crumb';
import { useCurrentUser } from '@/lib/session/me-query';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useClient } from '../api/get-client';
import { useClientAppointmentList, appointmentsShown } from '../api/list-client-appointments';
import { useClientNotes, notesShown } from '../api/list-client-notes';
import { ageOn } from '../components/client-dates';
import { ClientFormDialog } from '../components/client-form';
import { clientName } from '../components/client-name';
import { ClientStatusChip } from '../components/client-status-chip';
import { ClientDetailsOverview } from '../components/client-details-overview';
import { PortalAccessCard } from '../components/portal-access-card';
import { ClientTimeline } from '../components/client-timeline';
import { appointmentStatusLabels } from '@tend/contracts/calendar.contract';
import { useAssistantPageContext } from '@/features/assistant';
import { AppointmentDialog } from '@/features/calendar';
import { MeasuresCard } from '@/features/measures';
import { ClientDocumentsCard } from '@/features/documents';
import { MessageClientButton } from '@/features/messages';
import { ClientBillingTab } from '@/features/payments';
import { ClientRiskTab } from '@/features/risk';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'notes', label: 'Notes' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'risk', label: 'Risk' },
  { value: 'documents', label: 'Documents & forms' },
  { value: 'billing', label: 'Billing' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** Label and value pairs, two columns on a wide screen, one on a phone. */
function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', columnGap: 2, rowGap: 0.75, gridTemplateColumns: { xs: 'minmax(7rem, auto) 1fr', md: 'repeat(2, minmax(8rem, auto) 1fr)' } }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const none = (
  <Typography component="span" variant="body2" color="text.secondary">
    Not recorded
  </Typography>
);

function Overview({ client: c, timeZone }: { client: Client; timeZone: string }) {
  const address =
    c.address &&
    [c.address.line1, c.address.line2, [c.address.city, c.address.region, c.address.postal_code].filter(Boolean).join(', '), c.address.country].filter(Boolean);
  const contact = c.emergency_contact;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title="Address">
          {address && address.length > 0 ? (
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Typography>
          ) : (
            none
          )}
        </Section>
        <Section title="Emergency contact">
          {contact ? (
            <Facts
              items={[
                ['Name', contact.name],
                ['Relationship', contact.relationship || '—'],
                ['Phone', <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>],
              ]}
            />
          ) : (
            none
          )}
        </Section>
      </Box>
      <ClientDetailsOverview client={c} />
      <MeasuresCard clientId={c.id} />
      <PortalAccessCard client={c} />
      {(c.status === 'discharged' || c.discharged_on || c.discharge_reason) && (
        <Section title="Discharge">
          <Facts
            items={[
              ['Discharged on', c.discharged_on ? formatCalendarDate(c.discharged_on) : '—'],
              ['Reason', c.discharge_reason || '—'],
            ]}
          />
        </Section>
      )}
      <Section title="Record">
        <Facts
          items={[
            ['Added', formatDate(c.created_at, timeZone)],
            ['Last changed', formatDate(c.updated_at, timeZone)],
          ]}
        />
      </Section>
    </Stack>
  );
}

/** The client's visits, newest first, with a way to book the next (on the calendar's booking dialog). */
function Appointments({ client, timeZone }: { client: Client; timeZone: string }) {
  const appointments = useClientAppointmentList(client.id);
  const [booking, setBooking] = useState(false);
  const user = useCurrentUser();
  // An admin books on the client's clinician's calendar; a clinician on their own.
  const clinicians = user && actingRole(user) === 'admin' && client.provider_id ? [{ id: client.provider_id, name: client.provider_name ?? 'Clinician' }] : [];
  const book = (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button size="small" startIcon={<EventAvailable />} onClick={() => setBooking(true)}>
          Book appointment
        </Button>
      </Stack>
      {booking && <AppointmentDialog clientId={client.id} clinicians={clinicians} timeZone={timeZone} onClose={() => setBooking(false)} />}
    </>
  );
  if (appointments.isPending) return <PageLoading />;
  if (appointments.isError) return <Alert severity="error">Appointments could not be loaded: {messageOf(appointments.error)}</Alert>;
  const rows = appointments.data.appointments;
  if (rows.length === 0)
    return (
      <>
        {book}
        <EmptyState title="No appointments yet">Appointments with this client, past and upcoming, are listed here.</EmptyState>
      </>
    );
  return (
    <>
      {book}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Appointments">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Clinician</TableCell>
                <TableCell>Notes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{formatDateTime(a.scheduled_start, timeZone)}</TableCell>
                  <TableCell>{appointmentStatusLabels[a.status]}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{a.provider_name}</TableCell>
                  <TableCell>
                    {a.notes.length === 0 ? (
                      // A visit that took place is documented from here: the note page with this visit chosen.
                      a.status === 'completed' ? (
                        <Button
                          size="small"
                          component={RouterLinkBase}
                          to={`/notes/new?client_id=${encodeURIComponent(client.id)}&encounter_id=${encodeURIComponent(a.id)}`}
                          startIcon={<NoteAdd />}
                          aria-label={`Write note for ${formatDateTime(a.scheduled_start, timeZone)}`}
                        >
                          Write note
                        </Button>
                      ) : (
                        '—'
                      )
                    ) : (
                      a.notes.map((n) => (
                        <div key={n.id}>
                          <Link component={RouterLinkBase} to={`/notes/${n.id}`}>
                            {documentTypeLabels[n.document_type]}
                          </Link>{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({n.status === 'approved' ? 'signed' : 'draft'})
                          </Typography>
                        </div>
                      ))
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {rows.length >= appointmentsShown && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
            The {appointmentsShown} most recent appointments are shown.
          </Typography>
        )}
      </Paper>
    </>
  );
}

function Notes({ clientId, timeZone, mayWrite }: { clientId: string; timeZone: string; mayWrite: boolean }) {
  const notes = useClientNotes(clientId);
  if (notes.isPending) return <PageLoading />;
  if (notes.isError) {
    if (isApiError(notes.error) && notes.error.status === 403) return <NoAccess what="this client's notes" />;
    return <Alert severity="error">Notes could not be loaded: {messageOf(notes.error)}</Alert>;
  }
  const { notes: rows, total } = notes.data;
  const write = mayWrite && (
    <Button component={RouterLinkBase} to={`/notes/new?client_id=${encodeURIComponent(clientId)}`} startIcon={<NoteAdd />} size="small">
      New note
    </Button>
  );
  if (rows.length === 0)
    return (
      <EmptyState title="No notes yet">
        Notes written for this client are listed here.
        {write && <div>{write}</div>}
      </EmptyState>
    );
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {total > rows.length
            ? `The ${rows.length} most recent of ${total} notes, unsigned first.`
            : `${total} ${total === 1 ? 'note' : 'notes'}, unsigned first.`}
        </Typography>
        {write}
      </Stack>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Notes">
            <TableHead>
              <TableRow>
                <TableCell>Note</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Appointment</TableCell>
                <TableCell>Written</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((n) => (
                <TableRow key={n.id} hover>
                  <TableCell>
                    <Link component={RouterLinkBase} to={`/notes/${n.id}`}>
                      {documentTypeLabels[n.document_type]}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={n.status === 'approved' ? 'Signed' : 'Draft'}
                      color={n.status === 'approved' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {n.encounter ? formatDate(n.encounter.scheduled_start, timeZone) : '—'}
                  </TableCell>
                  <TableCell>{formatDate(n.created_at, timeZone)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {total > notesShown && (
        <Typography variant="body2" color="text.secondary">
          Older notes are on the{' '}
          <Link component={RouterLinkBase} to="/notes">
            Notes page
          </Link>
          .
        </Typography>
      )}
    </Stack>
  );
}

/** /clients/:id: who the client is, then their appointments, notes, documents and billing in tabs. */
export default function ClientPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  // The Billing tab only for those who may read billing (not a front-desk reader without it).
  const shownTabs = tabs.filter((t) => t.value !== 'billing' || can(user, 'billing:read'));
  const tab: TabValue = shownTabs.find((t) => t.value === params.get('tab'))?.value ?? 'overview';
  const mayWrite = can(user, 'clients:write');
  // The breadcrumb names the client and the tab: Clients › Maya Rivera › Notes.
  usePageCrumb(client.data ? clientName(client.data) : undefined, tab === 'overview' ? undefined : shownTabs.find((t) => t.value === tab)?.label);
  // On a client's page, "summarize" and note mode mean this client.
  useAssistantPageContext({
    page_type: 'client',
    workflow: tab,
    ...(client.data ? { current_patient: { id: client.data.id, name: clientName(client.data) } } : {}),
  });

  if (client.isPending) return <PageLoading />;
  if (client.isError) {
    const status = isApiError(client.error) ? client.error.status : 0;
    return (
      <PageFrame title="Client">
        {status === 403 ? (
          <NoAccess what="this client" />
        ) : (
          <Alert severity="error">{status === 404 || status === 400 ? 'This client could not be found.' : client.error.message}</Alert>
        )}
      </PageFrame>
    );
  }
  const c = client.data;
  const age = ageOn(c.date_of_birth, new Date(), timeZone);
  const summary: [string, ReactNode][] = [
    ['Status', <ClientStatusChip status={c.status} />],
    ['Pronouns', c.pronouns || '—'],
    ['Date of birth', c.date_of_birth ? `${formatCalendarDate(c.date_of_birth)}${age === null ? '' : ` (${age})`}` : '—'],
    ['Phone', c.phone ? <Link href={`tel:${c.phone}`}>{c.phone}</Link> : '—'],
    ['E-mail', c.email ? <Link href={`mailto:${c.email}`}>{c.email}</Link> : '—'],
    ['Clinician', c.provider_name ?? 'Unassigned'],
  ];
  if (c.preferred_name) summary.splice(1, 0, ['Preferred name', c.preferred_name]);

  return (
    <PageFrame
      title={clientName(c)}
      actions={
        mayWrite && (
          <Stack direction="row" sx={{ gap: 1 }}>
            {/* Only actions whose page this role can open (a supervisor has no /messages). */}
            {canOpen(user, '/messages') && <MessageClientButton clientId={c.id} />}
            <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            {canOpen(user, '/admin/data-export') && (
              <Button variant="outlined" component={RouterLinkBase} to={`/admin/data-export?client_id=${encodeURIComponent(c.id)}`}>
                Export record
              </Button>
            )}
          </Stack>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Summary">
        <Facts items={summary} />
      </Paper>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (value === 'overview') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Client record"
        >
          {shownTabs.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} id={`client-tab-${t.value}`} aria-controls={`client-panel-${t.value}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`client-panel-${tab}`} aria-labelledby={`client-tab-${tab}`}>
        {tab === 'overview' && <Overview client={c} timeZone={timeZone} />}
        {tab === 'appointments' && <Appointments client={c} timeZone={timeZone} />}
        {tab === 'notes' && <Notes clientId={c.id} timeZone={timeZone} mayWrite={can(user, 'notes:write')} />}
        {tab === 'timeline' && <ClientTimeline clientId={c.id} />}
        {tab === 'risk' && <ClientRiskTab clientId={c.id} />}
        {tab === 'documents' && <ClientDocumentsCard clientId={c.id} mayWrite={mayWrite} />}
        {tab === 'billing' && <ClientBillingTab clientId={c.id} />}
      </Box>
      {editing && <ClientFormDialog client={c} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
    </PageFrame>
  );
}
