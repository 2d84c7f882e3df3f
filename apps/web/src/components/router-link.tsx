import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLinkBase } from 'react-router';

/** A MUI link that navigates inside the app. */
export function RouterLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterLinkBase} to={to} {...props} />;
}
