import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One section of /admin/settings; `anchor` is its hash (/admin/settings#security), which the setup guide and checklist link to. */
export function SettingsSection({ anchor, title, description, children }: { anchor: string; title: string; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper id={anchor} variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 72 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
