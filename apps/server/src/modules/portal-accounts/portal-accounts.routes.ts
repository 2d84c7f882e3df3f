import type { FastifyInstance } from 'fastify';
import { registerPortalAccessRoutes } from './portal-access.routes';
import { registerPortalInviteRoutes } from './portal-invite.routes';

/** Client portal accounts: invitations sent from the client page, accepted on a public page, and revoked. */
export function registerPortalAccountRoutes(app: FastifyInstance): void {
  registerPortalAccessRoutes(app);
  registerPortalInviteRoutes(app);
}
