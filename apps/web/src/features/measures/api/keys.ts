/** Query keys of the measures feature: the portal's own, and a client's as the clinician sees them. */
export const measureKeys = {
  all: ['measures'] as const,
  dueForms: () => [...measureKeys.all, 'due-forms'] as const,
  portalHistory: (clientId: string) => [...measureKeys.all, 'portal-history', clientId] as const,
  clientAssignments: (clientId: string) => [...measureKeys.all, 'client', clientId, 'assignments'] as const,
  clientHistory: (clientId: string) => [...measureKeys.all, 'client', clientId, 'history'] as const,
};

export const clientMeasuresPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
