import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { useUnreadMessageCount } from '@/features/messages';
import { DashboardCard } from './dashboard-card';

/** Unread secure messages from clients, at a glance beside the day. */
export function MessagesWaiting() {
  const { count, isLoading } = useUnreadMessageCount();
  return (
    <DashboardCard
      title="Messages"
      action={
        <RouterLink to="/messages" variant="caption">
          Open messages
        </RouterLink>
      }
    >
      {isLoading ? (
        <LinearProgress aria-label="Loading messages" />
      ) : (
        <Typography variant="body2" color={count > 0 ? 'text.primary' : 'text.secondary'}>
          {count > 0 ? `${count} unread ${count === 1 ? 'message' : 'messages'} from clients` : 'No unread messages from clients.'}
        </Typography>
      )}
    </DashboardCard>
  );
}
