import { Link as RouterLinkBase } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { can } from '@tend/contracts/permissions';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/lib/session/me-query';
import { useSetupGuide } from '../api/get-setup-guide';
import { ServerRefusal } from '../components/server-refusal';

/** /admin/setup-guides: first-run steps, each done or not from the practice's real state. */
export default function SetupGuidesPage() {
  const user = useCurrentUser();
  const allowed = can(user, 'admin:settings');
  const guide = useSetupGuide(allowed);
  const title = 'Setup Guides';
  if (!allowed) {
    return (
      <PageFrame title={title}>
        <NoAccess what="the setup guides" />
      </PageFrame>
    );
  }
  const steps = guide.data?.steps ?? [];
  const done = steps.filter((s) => s.done).length;
  return (
    <PageFrame title={title} description="Getting the practice ready: each step is checked against what is really set up.">
      {guide.isPending ? (
        <PageLoading />
      ) : guide.isError ? (
        <ServerRefusal error={guide.error} what="the setup guides" />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2" id="setup-progress-label" sx={{ mb: 0.5 }}>
              {done} of {steps.length} steps done
            </Typography>
            <LinearProgress variant="determinate" value={steps.length ? (100 * done) / steps.length : 0} aria-labelledby="setup-progress-label" />
          </Box>
          <Paper variant="outlined">
            <List disablePadding aria-label="Setup steps">
              {steps.map((step, index) => (
                <ListItem
                  key={step.id}
                  id={step.id === 'backups' ? 'backups' : undefined}
                  divider={index < steps.length - 1}
                  data-testid={`setup-${step.id}`}
                  data-done={step.done}
                  sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                >
                  <Box sx={{ pt: 0.25 }}>
                    {step.done ? <CheckCircleIcon color="success" aria-label="Done" /> : <RadioButtonUncheckedIcon color="disabled" aria-label="Not done" />}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" component="h2" sx={step.done ? { color: 'text.secondary' } : undefined}>
                      {step.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {step.detail}
                    </Typography>
                  </Box>
                  <Button size="small" variant={step.done ? 'text' : 'outlined'} component={RouterLinkBase} to={step.path}>
                    {step.done ? 'Review' : 'Do it'}
                  </Button>
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
    </PageFrame>
  );
}
