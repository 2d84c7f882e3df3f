import type { FastifyInstance } from 'fastify';
import { registerPortalSafetyPlanRoutes } from './portal-safety-plan.routes';
import { registerRiskAssessmentRoutes } from './risk-assessments.routes';
import { registerSafetyPlanRoutes } from './safety-plans.routes';

/** Risk assessments and safety plans: the practice's side and the portal's. */
export function registerRiskRoutes(app: FastifyInstance): void {
  registerRiskAssessmentRoutes(app);
  registerSafetyPlanRoutes(app);
  registerPortalSafetyPlanRoutes(app);
}
