import type { FastifyInstance } from 'fastify';
import { registerAdminSecurityRoutes } from './admin-security.routes';
import { registerAiSettingsRoutes } from './ai-settings.routes';
import { registerComplianceRoutes } from './compliance.routes';
import { registerPracticeProfileRoutes } from './practice-profile.routes';
import { registerSetupGuideRoutes } from './setup-guide.routes';

/** The admin's practice screens: settings sections, the compliance checklist, the setup guide. */
export function registerPracticeAdminRoutes(app: FastifyInstance): void {
  registerPracticeProfileRoutes(app);
  registerAdminSecurityRoutes(app);
  registerAiSettingsRoutes(app);
  registerComplianceRoutes(app);
  registerSetupGuideRoutes(app);
}
