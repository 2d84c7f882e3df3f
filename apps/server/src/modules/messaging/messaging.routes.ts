import type { FastifyInstance } from 'fastify';
import { registerAttachmentRoutes } from './attachments.routes';
import { registerMessagingSettingsRoutes } from './messaging-settings.routes';
import { registerThreadRoutes } from './threads.routes';

/** Secure messaging: the practice's side, the portal's side, the attachments both share, and the policy line. */
export function registerMessagingRoutes(app: FastifyInstance): void {
  registerThreadRoutes(app, '/api/messages', { read: 'clients:read', write: 'clients:write' });
  registerThreadRoutes(app, '/api/client/messages', { read: 'portal:self', write: 'portal:self' });
  registerAttachmentRoutes(app);
  registerMessagingSettingsRoutes(app);
}
