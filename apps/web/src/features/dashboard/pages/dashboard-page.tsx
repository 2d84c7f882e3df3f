import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { dateInZone, dayRange, startOfDay } from '@tend/contracts/calendar-days';
import { canOpen } from '@/app/route-access';
import { PageFrame } from '@/components/page-frame';
import { AssistantPanel, useAssistantPageContext } from '@/features/assistant';
import { BillingCard } from '@/features/payments';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useVisits } from '../api/get-visits';
import { DaySessions } from '../components/day-sessions';
import { NextClient } from '../components/next-client';
import { MessagesWaiting } from '../components/messages-waiting';
import { NotesDue } from '../components/notes-due';
import { OpenSlots } from '../components/open-slots';
import { agendaRange, nextVisit, visitsOn } from '../logic/agenda';
import { useNow } from '../logic/use-now';

/** Spec 2.7: the dashboard is where the clinician talks to the assistant, beside the day at a glance. */
export default function DashboardPage() {
  useAssistantPageContext({ page_type: 'dashboard' });
  const timeZone = useTimeZone();
  const user = useCurrentUser();
  const now = useNow();
  // The range moves only when the date does, so the queries keep their keys through the day.
  const today = dateInZone(now, timeZone).toString();
  const range = useMemo(() => agendaRange(startOfDay(today, timeZone), timeZone), [today, timeZone]);
  const visits = useVisits(range.visits);
  const list = visits.data?.appointments ?? [];
  const dateLabel = (date: typeof range.today) =>
    dayRange(date, timeZone).start.toLocaleDateString(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <PageFrame title="Dashboard">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(280px, 360px)' }, alignItems: 'start' }}>
        {/* The chat fills the screen below the title (its composer on screen, on a phone too); the day is beside it, or below on a phone. */}
        <Box sx={{ minWidth: 0 }}>
          <AssistantPanel />
        </Box>
        <Stack spacing={1.5} sx={{ minWidth: 0 }} aria-label="Your day">
          {visits.isPending ? (
            <LinearProgress aria-label="Loading your sessions" />
          ) : visits.isError ? (
            <Alert severity="error">{visits.error.message}</Alert>
          ) : (
            <>
              <NextClient visit={nextVisit(list, now)} now={now} timeZone={timeZone} />
              <DaySessions title="Today" dateLabel={dateLabel(range.today)} visits={visitsOn(list, range.today, timeZone)} timeZone={timeZone} />
              <DaySessions title="Tomorrow" dateLabel={dateLabel(range.tomorrow)} visits={visitsOn(list, range.tomorrow, timeZone)} timeZone={timeZone} />
            </>
          )}
          <OpenSlots week={range.week} now={now} timeZone={timeZone} />
          <NotesDue />
          {/* A card leads to its page, so it shows only where the role can open that page (a supervisor has no /messages). */}
          {canOpen(user, '/messages') && <MessagesWaiting />}
          {canOpen(user, '/payments') && <BillingCard />}
        </Stack>
      </Box>
    </PageFrame>
  );
}
