import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import type { User } from '@tend/contracts/users.contract';

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

  const expires = user.demo_expires_at ? new Date(user.demo_expires_at).toLocaleString() : null;
  return (
    <Collapse in={!scrolled && !timedOut} data-testid="demo-banner">
      <Box role="status" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 2, py: 0.75, textAlign: 'center' }}>
        <Typography variant="body2">
          Demo mode: you are exploring Tend as {characterNames[user.character_type ?? ''] ?? 'a demo user'} with sample data.
          {expires ? ` This demo account and its data are deleted at ${expires}.` : ' This demo account and its data are deleted 24 hours after creation.'}
        </Typography>
      </Box>
    </Collapse>
  );
}
