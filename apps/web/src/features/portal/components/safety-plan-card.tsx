import { useState } from 'react';
import Phone from '@mui/icons-material/Phone';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PortalSafetyPlansResponse } from '@tend/contracts/risk.contract';
import { SafetyPlanView } from '@/features/risk';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { downloadPortalSafetyPlan } from '../api/safety-plan-download';
import { usePortalSafetyPlans } from '../api/safety-plan-get';

type PortalPlan = PortalSafetyPlansResponse['plans'][number];

function PlanBlock({ plan, named }: { plan: PortalPlan; named: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadPortalSafetyPlan(plan.client_id);
    } catch (e) {
      toast(`The PDF could not be downloaded: ${messageOf(e)}`, 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box>
      {named && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {plan.client_name}
        </Typography>
      )}
      <SafetyPlanView sections={plan.sections} />
      <Button size="small" startIcon={<PictureAsPdf />} onClick={() => void download()} disabled={downloading} sx={{ mt: 1 }}>
        {downloading ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
    </Box>
  );
}

/**
 * The portal's safety plan, shown once the clinician has shared one: 988 first, then the plan. When
 * the plans cannot be loaded the card still shows, with 988 and a way to try again: a person in
 * crisis must not meet an empty page.
 */
export function SafetyPlanCard() {
  const plans = usePortalSafetyPlans();
  const list = plans.data?.plans ?? [];
  if (list.length === 0 && !plans.isError) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Safety plan" sx={{ p: 1.5, gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h2">
        Safety plan
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" startIcon={<Phone />} href="tel:988" sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
          Call or text 988
        </Button>
        <Typography variant="body2" color="text.secondary">
          The 988 Suicide &amp; Crisis Lifeline is there any time, day or night. In an emergency, call 911.
        </Typography>
      </Stack>
      {plans.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plans.refetch()} disabled={plans.isFetching}>
              {plans.isFetching ? 'Trying…' : 'Try again'}
            </Button>
          }
        >
          Your safety plan could not be loaded: {messageOf(plans.error)}
        </Alert>
      )}
      {list.map((plan) => (
        <PlanBlock key={plan.id} plan={plan} named={list.length > 1} />
      ))}
    </Paper>
  );
}
