import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { leadStatusLabels, type LeadEvent } from '@tend/contracts/leads.contract';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { formatDateTime } from '@/lib/time/dates';

function headline(event: LeadEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Inquiry received';
    case 'status':
      return `${event.from_status ? leadStatusLabels[event.from_status] : '—'} → ${event.to_status ? leadStatusLabels[event.to_status] : '—'}`;
    case 'converted':
      return 'Converted into a client';
    case 'note':
      return 'Note';
    case 'updated':
      return 'Details changed';
  }
}

/** The lead's history, oldest first: who did what, when. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  const timeZone = useTimeZone();
  const when = (iso: string) => formatDateTime(iso, timeZone);
  return (
    <List dense aria-label="History">
      {events.map((event) => (
        <ListItem key={event.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={headline(event)}
            secondary={
              <>
                {event.body && <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{event.body}</span>}
                {[when(event.created_at), event.actor_name].filter(Boolean).join(' · ')}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
