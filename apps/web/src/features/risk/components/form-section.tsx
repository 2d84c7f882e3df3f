import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One titled part of the risk screens. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** The id of the input behind a dotted field ('screener.intent' → 'risk-screener-intent'), for focus. */
export const fieldId = (field: string) => `risk-${field.replace(/\./g, '-')}`;
