import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { User } from '@tend/contracts/users.contract';
import { formatDateTime } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

/** Spec 9: the demo banner hides after 600 ms on screens up to 768 px. */
export const demoBannerSmallScreenMs = 600;

const characterNames: Record<string, string> = {
  client: 'a client',
  parent_of_client: 'the parent of a client',
  part_of_couple: 'a partner in couples therapy',
  admin: 'a practice admin',
  therapist: 'a therapist',
};

/** Spec 2.8 and 4: above the top bar; hidden while scrolled down, back at the top. */
export function DemoBanner({ user }: { user: User }) {
  const timeZone = useTimeZone();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  const small = useMediaQuery('(max-width:768px)', { noSsr: true });
  const [timedOut, setTimedOut] = useState(false);
  const [wasScrolled, setWasScrolled] = useState(scrolled);
  if (scrolled !== wasScrolled) {
    // Back at the top: show it again (and, on small screens, time it out again).
    setWasScrolled(scrolled);
    if (!scrolled) setTimedOut(false);
  }

  useEffect(() => {
    if (!small || scrolled || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), demoBannerSmallScreenMs);
    return () => clearTimeout(timer);
  }, [small, scrolled, timedOut]);

  const expires = user.demo_expires_at ? formatDateTime(user.demo_expires_at, timeZone) : null;
  const deleted = expires ? `all deleted at ${expires}` : 'all deleted 24 hours after creation';
  return (
    <Collapse in={!scrolled && !timedOut} data-testid="demo-banner">
      {/* One line at every width (issue 18): the whole sentence on wide screens, its gist on phones. */}
      <Box role="status" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 2, py: 0.5, textAlign: 'center' }}>
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', lg: 'block' } }}>
          Demo mode: you are exploring Tend as {characterNames[user.character_type ?? ''] ?? 'a demo user'} with sample data, {deleted}.
        </Typography>
        <Typography variant="body2" noWrap sx={{ display: { xs: 'block', lg: 'none' }, fontSize: { xs: '0.75rem', sm: '0.875rem' } }}>
          Demo mode · data deleted {expires ? expires : 'after 24 hours'}
        </Typography>
      </Box>
    </Collapse>
  );
}
