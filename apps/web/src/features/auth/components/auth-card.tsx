import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '@/components/logo';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The frame of every sign-in screen. */
export function AuthCard({ title, subtitle, children, footer, width = 420 }: AuthCardProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={0} variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: width }}>
        <Stack spacing={3}>
          <Logo size={32} />
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
          {footer && <Box sx={{ textAlign: 'center' }}>{footer}</Box>}
        </Stack>
      </Paper>
    </Box>
  );
}
