/** The client page opened on its Billing tab (the client page reads `?tab=`). */
export const clientBillingPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}?tab=billing`;
