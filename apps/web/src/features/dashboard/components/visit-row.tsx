import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { appointmentStatusLabels, type CalendarAppointment } from '@tend/contracts/calendar.contract';
import type { AppointmentStatus } from '@tend/contracts/clients.contract';
import { RouterLink } from '@/components/router-link';

const statusColors: Record<AppointmentStatus, ChipProps['color']> = {
  scheduled: 'default',
  arrived: 'info',
  completed: 'success',
  cancelled: 'default',
  late_cancelled: 'default',
  no_show: 'warning',
};

export const clockTime = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });

/** One visit in a day's list: its times, the client (to their page), type and place, and a status chip. */
export function VisitRow({ visit, timeZone }: { visit: CalendarAppointment; timeZone: string }) {
  const off = visit.status === 'cancelled' || visit.status === 'late_cancelled';
  const details = [visit.type_name, visit.location === 'telehealth' ? 'Telehealth' : 'Office'].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '76px minmax(0, 1fr) auto', gap: 1, alignItems: 'start', py: 0.75, opacity: off ? 0.65 : 1 }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {clockTime(visit.start, timeZone)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {clockTime(visit.end, timeZone)}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <RouterLink
          to={`/clients/${visit.client_id}`}
          variant="body2"
          underline="hover"
          sx={{ display: 'block', overflowWrap: 'anywhere', textDecoration: off ? 'line-through' : undefined }}
        >
          {visit.client_name}
        </RouterLink>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {details}
        </Typography>
      </Box>
      <Chip size="small" variant={off ? 'outlined' : 'filled'} color={statusColors[visit.status]} label={appointmentStatusLabels[visit.status]} />
    </Box>
  );
}
