import { memo } from 'react';
import Typography from '@mui/material/Typography';
import { buildStamp } from '@/lib/build-stamp';
import { useVersion } from './api/get-version';
import { versionText } from './version-text';

/** Spec 2.8 and 7: 'v<7-char commit> – <date>' at bottom right on wide screens; the build's own stamp if /api/version fails. */
export const VersionStamp = memo(function VersionStamp() {
  const version = useVersion();
  const text = versionText(version.data ?? buildStamp);
  return (
    <Typography
      variant="caption"
      data-testid="version-stamp"
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'fixed',
        right: 8,
        bottom: 4,
        color: 'text.secondary',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      {text}
    </Typography>
  );
});
