import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startOfDay } from '@tend/contracts/calendar-days';
import { RouterLink } from '@/components/router-link';
import { slotMinutes, useOpenSlots } from '../api/get-open-slots';
import { slotsByDay } from '../logic/agenda';
import { DashboardCard } from './dashboard-card';
import { clockTime } from './visit-row';

// Dense at 375 px: the first days and times; the calendar has the rest.
const shownDays = 3;
const shownPerDay = 5;
const hoursLink = '/settings/work-schedule';

/** Open slots left this week from the clinician's working hours; a way to set hours when there are none. */
export function OpenSlots({ week, now, timeZone }: { week: { from: string; to: string }; now: Date; timeZone: string }) {
  const { hours, hoursSet, slots } = useOpenSlots(week);
  const days = slots.data ? slotsByDay(slots.data.open_slots, now, timeZone) : [];
  const total = days.reduce((n, d) => n + d.starts.length, 0);
  const later = days.slice(shownDays).reduce((n, d) => n + d.starts.length, 0);
  const dayLabel = (date: string) => startOfDay(date, timeZone).toLocaleDateString(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <DashboardCard
      title="Open slots this week"
      action={
        hoursSet ? (
          <Typography variant="caption" color="text.secondary">
            {total} × {slotMinutes} min
          </Typography>
        ) : undefined
      }
    >
      {hours.isPending || (hoursSet && slots.isPending) ? (
        <LinearProgress aria-label="Loading open slots" />
      ) : hours.isError || slots.isError ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {(hours.error ?? slots.error)?.message}
        </Alert>
      ) : !hoursSet ? (
        <Typography variant="body2" color="text.secondary">
          Open slots appear once your working hours are set. <RouterLink to={hoursLink}>Set your working hours</RouterLink>
        </Typography>
      ) : days.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No open time left this week. <RouterLink to={hoursLink}>Working hours</RouterLink>
        </Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {days.slice(0, shownDays).map((d) => (
            <Box component="li" key={d.date}>
              <Typography variant="caption" color="text.secondary">
                {dayLabel(d.date)}
              </Typography>
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                {d.starts.slice(0, shownPerDay).map((start) => (
                  <Chip key={start} size="small" variant="outlined" label={clockTime(start, timeZone)} />
                ))}
                {d.starts.length > shownPerDay && <Chip size="small" label={`+${d.starts.length - shownPerDay}`} />}
              </Stack>
            </Box>
          ))}
          {later > 0 && (
            <Typography component="li" variant="caption" color="text.secondary">
              {later} more later this week · <RouterLink to="/calendar">Calendar</RouterLink>
            </Typography>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
