import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { DashboardCard } from './dashboard-card';
import { VisitRow } from './visit-row';

interface DaySessionsProps {
  /** "Today", "Tomorrow". */
  title: string;
  /** The date, as the clinician reads it ("Wed 15 Apr"). */
  dateLabel: string;
  visits: CalendarAppointment[];
  timeZone: string;
}

/** One day's sessions, cancelled ones shown struck through and not counted. */
export function DaySessions({ title, dateLabel, visits, timeZone }: DaySessionsProps) {
  const held = visits.filter((v) => v.status !== 'cancelled' && v.status !== 'late_cancelled').length;
  return (
    <DashboardCard
      title={`${title} · ${dateLabel}`}
      action={
        <Typography variant="caption" color="text.secondary">
          {held === 1 ? '1 session' : `${held} sessions`}
        </Typography>
      }
    >
      {visits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No sessions {title.toLowerCase()}.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
          {visits.map((v) => (
            <VisitRow key={v.id} visit={v} timeZone={timeZone} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
