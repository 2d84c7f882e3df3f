import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';

interface PortalCardProps {
  title: string;
  /** The portal page that holds the rest; null where the user cannot open it (a demo character). */
  link: { to: string; label: string } | null;
  children: ReactNode;
}

/** One block of the portal home: what needs the client's attention, and where to act on it. */
export function PortalCard({ title, link, children }: PortalCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
        {link && (
          <Button size="small" component={RouterLink} to={link.to}>
            {link.label}
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
