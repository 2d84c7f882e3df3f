import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';

interface DetailSectionProps {
  title: string;
  /** A button or two beside the title (add, history…). */
  action?: ReactNode;
  /** Drawn with the primary colour's border: what the clinician should see first. */
  emphasised?: boolean;
  children: ReactNode;
}

/** One part of the client's record on the overview: a titled, outlined section (a landmark for screen readers). */
export function DetailSection({ title, action, emphasised, children }: DetailSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2, minWidth: 0, ...(emphasised ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, minHeight: 32 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** What a section shows while its query loads or after it failed; null once there is data. */
export function sectionStatus(query: { isPending: boolean; isError: boolean; error: unknown }, what: string): ReactNode {
  if (query.isPending) return <Skeleton variant="rounded" height={40} aria-label={`Loading ${what}`} />;
  if (query.isError) return <Alert severity="error">{`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded: ${messageOf(query.error)}`}</Alert>;
  return null;
}
