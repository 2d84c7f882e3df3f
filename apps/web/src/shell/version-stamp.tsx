import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { buildStamp } from '@/lib/build-stamp';
import { useVersion } from './api/get-version';
import { versionText } from './version-text';

/**
 * Spec 2.8 and 7: 'v<7-char commit> – <date>' at bottom right on wide screens; the build's own stamp if /api/version fails.
 * It ends the page, after the content, rather than floating over cards and the composer (issue 18).
 */
export const VersionStamp = memo(function VersionStamp() {
  const version = useVersion();
  const text = versionText(version.data ?? buildStamp);
  return (
    <Typography
      variant="caption"
      component="footer"
      data-testid="version-stamp"
      sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', px: 1, pb: 0.5, color: 'text.secondary' }}
    >
      {text}
    </Typography>
  );
});
