import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Tend mark and word. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#2e6b5e" />
        <path d="M16 7c-4 3-6 7-6 11a6 6 0 0 0 12 0c0-4-2-8-6-11z" fill="#e8f3ef" />
        <path d="M16 12v13" stroke="#2e6b5e" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.7, letterSpacing: 0.3 }}>
        Tend
      </Typography>
    </Box>
  );
}
