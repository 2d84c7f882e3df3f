import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { measureDefinitions } from '@tend/contracts/measures.contract';
import { PageFrame } from '@/components/page-frame';
import { useDocumentsToSign } from '@/features/documents';
import { useDueForms } from '@/features/measures';
import { useUnreadMessageCount } from '@/features/messages';
import { useCurrentUser } from '@/lib/session/me-query';
import { usePortalAppointments } from '../components/appointments/portal-appointments-get';
import { visitWhen } from '../components/appointments/format-visit';
import { BillingBalance } from '../components/billing-balance';
import { PortalCard } from '../components/home/portal-card';
import { SafetyPlanCard } from '../components/safety-plan-card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Spec 2.5: the portal home — the next visit, unread messages, forms to complete, documents to
 * sign and the balance. The portal's other pages open for clients only (spec 2.5), so a demo
 * character sees the same summary without the links.
 */
export default function PortalHomePage() {
  const user = useCurrentUser();
  const linksOpen = user?.role === 'client';
  const link = (to: string, label: string) => (linksOpen ? { to, label } : null);
  const appointments = usePortalAppointments();
  const unread = useUnreadMessageCount();
  const forms = useDueForms();
  const toSign = useDocumentsToSign();
  const next = appointments.data?.next ?? null;

  return (
    <PageFrame
      title="My Portal"
      description={
        linksOpen ? 'Your appointments, messages, forms and documents with your practice.' : 'A sample portal: the other portal pages open for real clients.'
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <SafetyPlanCard />
        <PortalCard title="Next appointment" link={link('/client/appointments', 'Appointments')}>
          {appointments.isPending ? (
            <Skeleton aria-label="Loading your appointments" />
          ) : appointments.isError ? (
            <Alert severity="error">{appointments.error.message}</Alert>
          ) : next ? (
            <>
              <Typography>{visitWhen(next.start, next.end, appointments.data.time_zone)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[next.type_name, `with ${next.provider_name}`, next.group_name ?? (next.client_name !== user?.name ? `for ${next.client_name}` : null)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {next.telehealth_url ? (
                <Link href={next.telehealth_url} target="_blank" rel="noopener noreferrer">
                  Join the video visit
                </Link>
              ) : (
                <Typography variant="body2">In the office</Typography>
              )}
            </>
          ) : (
            <Typography color="text.secondary">No visit booked. {linksOpen && 'Request a time on the Appointments page.'}</Typography>
          )}
        </PortalCard>

        <PortalCard title="Messages" link={link('/client/messages', 'Open messages')}>
          {unread.isLoading ? (
            <Skeleton aria-label="Loading your messages" />
          ) : (
            <Typography color={unread.count > 0 ? 'text.primary' : 'text.secondary'}>
              {unread.count > 0 ? `${plural(unread.count, 'unread message', 'unread messages')} from your practice` : 'No unread messages.'}
            </Typography>
          )}
        </PortalCard>

        <PortalCard title="Forms to complete" link={link('/client/forms', 'Fill in forms')}>
          {forms.isPending ? (
            <Skeleton aria-label="Loading your forms" />
          ) : forms.isError ? (
            <Alert severity="error">{forms.error.message}</Alert>
          ) : forms.data.forms.length === 0 ? (
            <Typography color="text.secondary">Nothing to fill in.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {forms.data.forms.map((f) => (
                <li key={f.assignment_id}>
                  <Typography variant="body2">
                    {measureDefinitions[f.measure].title}
                    {forms.data.clients.length > 1 && ` — ${f.client_name}`}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </PortalCard>

        <PortalCard title="Documents to sign" link={link('/client/documents', 'Documents')}>
          {toSign.isPending ? (
            <Skeleton aria-label="Loading your documents" />
          ) : toSign.isError ? (
            <Alert severity="error">{toSign.error.message}</Alert>
          ) : toSign.data.length === 0 ? (
            <Typography color="text.secondary">Nothing to sign.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {toSign.data.map((d) => (
                <li key={d.id}>
                  <Typography variant="body2">{d.title}</Typography>
                </li>
              ))}
            </Box>
          )}
        </PortalCard>

        <PortalCard title="Balance" link={link('/client/billing', 'Billing')}>
          <BillingBalance />
        </PortalCard>
      </Box>
    </PageFrame>
  );
}
