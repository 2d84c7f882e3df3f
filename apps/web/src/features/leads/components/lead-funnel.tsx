import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { leadStatusLabels } from '@tend/contracts/leads.contract';
import { messageOf } from '@/lib/api-error';
import { useLeadFunnel } from '../api/get-lead-funnel';

/** Counts per stage as bars (no chart library: a handful of numbers), and conversion by referral source. */
export function LeadFunnel() {
  const { data, error, isPending } = useLeadFunnel();
  if (error) return <Alert severity="error">{messageOf(error)}</Alert>;
  if (isPending) return <LinearProgress aria-label="Loading funnel" />;
  const most = Math.max(1, ...data.stages.map((s) => s.count));
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Leads in each stage ({data.total} in all)
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {data.stages.map((stage) => (
            <Box key={stage.status}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography component="dt">{leadStatusLabels[stage.status]}</Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {stage.count}
                </Typography>
              </Stack>
              <LinearProgress variant="determinate" value={(100 * stage.count) / most} aria-hidden />
            </Box>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Conversion by referral source
        </Typography>
        {data.by_source.length === 0 ? (
          <Typography color="text.secondary">No leads yet.</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Referral source</TableCell>
                <TableCell align="right">Leads</TableCell>
                <TableCell align="right">Converted</TableCell>
                <TableCell align="right">Conversion</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.by_source.map((row) => (
                <TableRow key={row.referral_source}>
                  <TableCell>{row.referral_source || 'Not given'}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                  <TableCell align="right">{row.converted}</TableCell>
                  <TableCell align="right">{row.conversion_percent}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
