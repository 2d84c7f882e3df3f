import type { FastifyInstance } from 'fastify';
import { registerBillingCheckRoutes } from './billing-check.routes';
import { registerBillingProfileRoutes } from './billing-profiles.routes';
import { registerChargeRoutes } from './charges.routes';
import { registerClientRateRoutes } from './client-rates.routes';
import { registerFeeScheduleRoutes } from './fee-schedule.routes';
import { registerLedgerRoutes } from './ledger.routes';
import { registerPaymentRoutes } from './payments.routes';

/** The billing core (issue 14): fee schedule, rates, billing identities, charges, payments, ledgers, the signing check. */
export function registerBillingRoutes(app: FastifyInstance): void {
  registerFeeScheduleRoutes(app);
  registerClientRateRoutes(app);
  registerBillingProfileRoutes(app);
  registerChargeRoutes(app);
  registerPaymentRoutes(app);
  registerLedgerRoutes(app);
  registerBillingCheckRoutes(app);
}
