import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Spec 2.1: shown while the user is still loading. */
export function CheckingLogin() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '50vh' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Checking login...</Typography>
    </Box>
  );
}
