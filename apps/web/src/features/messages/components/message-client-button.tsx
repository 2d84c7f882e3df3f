import { Link as RouterLinkBase } from 'react-router';
import MailOutline from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';

/** The client page's way into the client's secure-message thread (spec 2.8: no sidebar item). */
export function MessageClientButton({ clientId }: { clientId: string }) {
  return (
    <Button variant="outlined" component={RouterLinkBase} to={`/messages?client=${encodeURIComponent(clientId)}`} startIcon={<MailOutline />}>
      Message
    </Button>
  );
}
