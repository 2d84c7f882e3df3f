import { Link as RouterLinkBase } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can } from '@tend/contracts/permissions';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/lib/session/me-query';
import { useCompliance } from '../api/get-compliance';
import { ServerRefusal } from '../components/server-refusal';
import { StatusIcon, statusColor, statusLabel } from '../components/status-icon';
import { useTimeZone } from '@/lib/time/use-time-zone';

/** /admin/compliance: the server's live checklist, each item with where to fix it. */
export default function CompliancePage() {
  const timeZone = useTimeZone();
  const user = useCurrentUser();
  const allowed = can(user, 'admin:settings');
  const compliance = useCompliance(allowed);
  const title = 'Compliance';
  if (!allowed) {
    return (
      <PageFrame title={title}>
        <NoAccess what="the compliance checklist" />
      </PageFrame>
    );
  }
  const needing = compliance.data?.items.filter((i) => i.status !== 'ok').length ?? 0;
  return (
    <PageFrame
      title={title}
      description={
        compliance.data
          ? needing === 0
            ? 'Every check passes.'
            : `${needing} of ${compliance.data.items.length} checks need attention.`
          : 'Checked live against the practice’s current state.'
      }
      actions={
        <Button
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => void compliance.refetch()}
          loading={compliance.isFetching && !compliance.isPending}
        >
          Check again
        </Button>
      }
    >
      {compliance.isPending ? (
        <PageLoading />
      ) : compliance.isError ? (
        <ServerRefusal error={compliance.error} what="the compliance checklist" />
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label="Compliance checks">
            {compliance.data.items.map((item, index) => (
              <ListItem
                key={item.id}
                divider={index < compliance.data.items.length - 1}
                data-testid={`compliance-${item.id}`}
                sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <Box sx={{ pt: 0.25 }}>
                  <StatusIcon status={item.status} />
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h2">
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.detail}
                  </Typography>
                </Box>
                <Chip size="small" color={statusColor[item.status]} variant={item.status === 'ok' ? 'outlined' : 'filled'} label={statusLabel[item.status]} />
                <Button size="small" component={RouterLinkBase} to={item.fix_path} aria-label={`Fix: ${item.title}`}>
                  Fix
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {compliance.data && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Checked {new Date(compliance.data.checked_at).toLocaleString(undefined, { timeZone })}
        </Typography>
      )}
    </PageFrame>
  );
}
