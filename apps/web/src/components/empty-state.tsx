import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}

/** An honest empty state: what will be here, never sample data. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed' }}>
      {icon}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {children}
        </Typography>
      )}
    </Paper>
  );
}
