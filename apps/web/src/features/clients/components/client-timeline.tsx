import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TimelineEvent } from '@tend/contracts/client-details.contract';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { timelineShown, useClientTimeline } from '../api/get-client-timeline';
import { formatCalendarDate, formatDateTime } from '@/lib/time/dates';

/** When: the calendar date alone when that is all the record holds, else date and time in the clinician's zone. */
function when(e: TimelineEvent, timeZone: string): string {
  return e.date ? formatCalendarDate(e.date) : formatDateTime(e.at, timeZone);
}

/** The client's history, newest first: record, appointments, notes, diagnoses, consents. */
export function ClientTimeline({ clientId }: { clientId: string }) {
  const timeline = useClientTimeline(clientId);
  const timeZone = useTimeZone();
  if (timeline.isPending) return <PageLoading />;
  if (timeline.isError) return <Alert severity="error">The timeline could not be loaded: {messageOf(timeline.error)}</Alert>;
  const events = timeline.data.events;
  if (events.length === 0) return <EmptyState title="Nothing yet">Appointments, notes, diagnoses and consents appear here as they happen.</EmptyState>;
  return (
    <Paper variant="outlined" component="section" aria-label="Timeline" sx={{ p: 2 }}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
              columnGap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography variant="body2" color="text.secondary" component="time" dateTime={e.date ?? e.at}>
              {when(e, timeZone)}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {e.note_id ? <RouterLink to={`/notes/${e.note_id}`}>{e.title}</RouterLink> : e.title}
              </Typography>
              {(e.detail || e.actor_name) && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[e.detail, e.actor_name].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {events.length >= timelineShown && (
        <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          The {timelineShown} most recent events are shown.
        </Typography>
      )}
    </Paper>
  );
}
