import { useState, type ReactNode } from 'react';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { usePortalAppointments } from '../components/appointments/portal-appointments-get';
import { RequestRow } from '../components/appointments/request-row';
import { RequestTimeDialog } from '../components/appointments/request-time-dialog';
import { VisitRow } from '../components/appointments/visit-row';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Paper variant="outlined">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * /client/appointments: the visits of the client (and of their minors and couple), requests for a
 * time from the therapist's open hours, and cancellation within the practice's policy.
 */
export default function AppointmentsPage() {
  const appointments = usePortalAppointments();
  const [requesting, setRequesting] = useState(false);
  const data = appointments.data;
  const canRequest = !!data?.clients.some((c) => c.can_request);
  const policy =
    data && data.late_cancel_window_hours > 0
      ? `Visits can be cancelled here until ${data.late_cancel_window_hours} hours before they start; after that, please call the practice${data.practice_phone ? ` at ${data.practice_phone}` : ''}.`
      : null;

  return (
    <PageFrame
      title="Appointments"
      description="Your upcoming and past sessions, and times you asked for."
      actions={
        <Button variant="contained" startIcon={<EventAvailable />} onClick={() => setRequesting(true)} disabled={!canRequest}>
          Request a time
        </Button>
      }
    >
      {appointments.isPending && <PageLoading />}
      {appointments.isError && <Alert severity="error">Your appointments could not be loaded: {messageOf(appointments.error)}</Alert>}
      {data && (
        <>
          {policy && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {policy} Times are shown in {data.time_zone}.
            </Typography>
          )}
          {data.requests.length > 0 && (
            <Section title="Your requests">
              {data.requests.map((r) => (
                <RequestRow key={r.id} request={r} timeZone={data.time_zone} />
              ))}
            </Section>
          )}
          {data.upcoming.length > 0 ? (
            <Section title="Upcoming">
              {data.upcoming.map((v) => (
                <VisitRow key={v.id} visit={v} timeZone={data.time_zone} upcoming />
              ))}
            </Section>
          ) : (
            <Box sx={{ mb: 3 }}>
              <EmptyState title="No upcoming appointments">
                {canRequest ? 'Request a time from your therapist’s open hours; they confirm it here.' : 'When your therapist books a session it appears here.'}
                {canRequest && (
                  <Box sx={{ mt: 2 }}>
                    <Button variant="outlined" onClick={() => setRequesting(true)}>
                      Request a time
                    </Button>
                  </Box>
                )}
              </EmptyState>
            </Box>
          )}
          {data.past.length > 0 && (
            <Section title="Past">
              {data.past.map((v) => (
                <VisitRow key={v.id} visit={v} timeZone={data.time_zone} upcoming={false} />
              ))}
            </Section>
          )}
          {requesting && <RequestTimeDialog data={data} onClose={() => setRequesting(false)} />}
        </>
      )}
    </PageFrame>
  );
}
