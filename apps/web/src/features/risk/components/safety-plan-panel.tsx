import { useState } from 'react';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/time/dates';
import { toast } from '@/lib/toast';
import { downloadSafetyPlan } from '../api/download-safety-plan';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useShareSafetyPlan } from '../api/share-safety-plan';
import { SafetyPlanEditor } from './safety-plan-editor';
import { SafetyPlanView } from './safety-plan-view';

interface SafetyPlanPanelProps {
  clientId: string;
  timeZone: string;
  mayWrite: boolean;
  /** The assessment a new or edited plan follows. */
  assessmentId?: string | null;
  /** Open in the editor (e.g. right after a high result) when there is no plan yet. */
  startEditing?: boolean;
}

/** The client's current safety plan: read, edit, share with the client or stop, download as PDF. */
export function SafetyPlanPanel({ clientId, timeZone, mayWrite, assessmentId, startEditing = false }: SafetyPlanPanelProps) {
  const plan = useSafetyPlan(clientId);
  const share = useShareSafetyPlan();
  const [editing, setEditing] = useState(false);
  // Opened by itself after a high result; once closed, it stays closed.
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    setEditing(false);
    setDismissed(true);
  };
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSafetyPlan(clientId);
    } catch (e) {
      toast(`The PDF could not be made: ${messageOf(e)}`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (plan.isPending) body = <Skeleton aria-label="Loading the safety plan" height={80} />;
  else if (plan.isError) body = <Alert severity="error">The safety plan could not be loaded: {messageOf(plan.error)}</Alert>;
  else {
    const current = plan.data.plan;
    const open = mayWrite && (editing || (startEditing && !current && !dismissed));
    if (open) body = <SafetyPlanEditor clientId={clientId} plan={current} assessmentId={assessmentId} onDone={close} />;
    else if (!current)
      body = (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            No safety plan yet. Write it with the client: their warning signs, what helps, who to reach.
          </Typography>
          {mayWrite && (
            <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
              Create safety plan
            </Button>
          )}
        </Stack>
      );
    else {
      const shared = !!current.shared_at;
      body = (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              color={shared ? 'success' : 'default'}
              label={shared && current.shared_at ? `Shared with the client since ${formatDate(current.shared_at, timeZone)}` : 'Not shared with the client'}
            />
            <Typography variant="body2" color="text.secondary">
              Updated {formatDate(current.updated_at, timeZone)}
              {current.updated_by_name && ` by ${current.updated_by_name}`}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayWrite && (
              <Button size="small" variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {mayWrite && (
              <Button
                size="small"
                variant="outlined"
                disabled={share.isPending}
                onClick={() =>
                  share.mutate(
                    { clientId, shared: !shared },
                    {
                      onSuccess: () => toast(shared ? 'The client no longer sees the plan' : 'Shared in the client’s portal', 'success'),
                      onError: (e) => toast(messageOf(e), 'error'),
                    },
                  )
                }
              >
                {shared ? 'Stop sharing' : 'Share with client'}
              </Button>
            )}
            <Button size="small" startIcon={<PictureAsPdf />} onClick={() => void download()} disabled={downloading}>
              {downloading ? 'Preparing PDF…' : 'Download PDF'}
            </Button>
          </Stack>
          <SafetyPlanView sections={current.sections} />
        </Stack>
      );
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Safety plan" id="safety-plan" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Safety plan
      </Typography>
      {body}
    </Paper>
  );
}
