import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface DashboardCardProps {
  title: string;
  /** A link or button at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the dashboard's column: a titled, outlined section. */
export function DashboardCard({ title, action, children }: DashboardCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
