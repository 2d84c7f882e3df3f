import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLinkBase } from 'react-router';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ py: 10, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no page at {/* Only a long path may break anywhere; the sentence's own words wrap whole. */}
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {pathname}
        </Box>
        . It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLinkBase} to="/" variant="contained">
        Go to my home page
      </Button>
    </Box>
  );
}
