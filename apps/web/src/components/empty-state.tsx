import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  /** The action that fills this place ('New client', 'New task'), under the text. */
  action?: ReactNode;
}

/** An honest empty state: what will be here, never sample data, and the way to add the first one. */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: { xs: 2.5, md: 3 }, textAlign: 'center', borderStyle: 'dashed' }}>
      {icon}
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" variant="body2" color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {children}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'center', gap: 1 }}>{action}</Box>}
    </Paper>
  );
}
