import { useRouteError } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Spec 8, panel error: a screen that failed to render (or its code failed to load). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        Something went wrong. Please try again.
      </Alert>
    </Box>
  );
}
