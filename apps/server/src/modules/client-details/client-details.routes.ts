import type { FastifyInstance } from 'fastify';
import { registerConsentRoutes } from './consents.routes';
import { registerDiagnosisCodeRoutes } from './diagnosis-codes.routes';
import { registerDiagnosisRoutes } from './diagnoses.routes';
import { registerGroupRoutes } from './groups.routes';
import { registerGuardianRoutes } from './guardians.routes';
import { registerInsuranceRoutes } from './insurance.routes';
import { registerTimelineRoutes } from './timeline.routes';

/** A client's record beyond the basics: diagnoses, insurance, consents, guardians, groups, timeline. */
export function registerClientDetailsRoutes(app: FastifyInstance): void {
  registerDiagnosisCodeRoutes(app);
  registerDiagnosisRoutes(app);
  registerInsuranceRoutes(app);
  registerConsentRoutes(app);
  registerGuardianRoutes(app);
  registerGroupRoutes(app);
  registerTimelineRoutes(app);
}
