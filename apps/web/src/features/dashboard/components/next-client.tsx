import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { RouterLink } from '@/components/router-link';
import { relativeStart } from '../logic/agenda';
import { DashboardCard } from './dashboard-card';
import { clockTime } from './visit-row';

/** The visit in progress or the next one, with when it is in plain words ("in 25 min"). */
export function NextClient({ visit, now, timeZone }: { visit: CalendarAppointment | null; now: Date; timeZone: string }) {
  return (
    <DashboardCard title="Next client">
      {!visit ? (
        <Typography variant="body2" color="text.secondary">
          Nothing booked in the next 7 days. <RouterLink to="/calendar">Open the calendar</RouterLink>
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <RouterLink to={`/clients/${visit.client_id}`} variant="h6" underline="hover" sx={{ overflowWrap: 'anywhere' }}>
              {visit.client_name}
            </RouterLink>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }} data-testid="next-client-when">
              {relativeStart(visit, now, timeZone)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              `${clockTime(visit.start, timeZone)}–${clockTime(visit.end, timeZone)}`,
              visit.type_name,
              visit.location === 'telehealth' ? 'Telehealth' : 'Office',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {visit.location === 'telehealth' && visit.telehealth_url && (
            <Button size="small" variant="outlined" href={visit.telehealth_url} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'flex-start' }}>
              Join video
            </Button>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
