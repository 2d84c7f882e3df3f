/** What other features may use of the payments feature (ESLint holds them to this entry). */

// Billing core (w1): the client page's Billing tab, the dashboard card, the link to a client's billing.
export { ClientBillingTab } from './components/client-billing-tab';
export { BillingCard } from './components/billing-card';
export { clientBillingPath } from './components/client-billing-path';

// Superbills, claims and statements (w2): the portal's billing page reuses the file button and the period label.
export { FileButton } from './components/superbill-file-button';
export { superbillPeriod } from './components/superbill-labels';
export { downloadStatement, type StatementRequest } from './api/statement-download';
