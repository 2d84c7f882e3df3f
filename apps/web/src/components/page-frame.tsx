import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageFrameProps {
  title: string;
  /** A short line under the title, only where the title alone does not say what the screen is for. */
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Every signed-in screen: a one-line title with its actions at the right, then the content.
 * Compact (issue 18): the title row takes about 40 px, so the work starts near the top of the screen.
 */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  return (
    <Box sx={{ px: { xs: 1.5, md: 3 }, pt: { xs: 1.5, md: 2 }, pb: 2, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1, mb: { xs: 1.5, md: 2 }, flexWrap: 'wrap' }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography variant="h5" component="h1" noWrap title={title}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>}
      </Stack>
      {children}
    </Box>
  );
}
