/** Every billing query sits under `billingKeys.all`: a ledger write refreshes the ledger, the overview and the dashboard card together. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: (providerId?: string) => [...billingKeys.all, 'overview', providerId ?? 'all'] as const,
  ledger: (clientId: string) => [...billingKeys.all, 'ledger', clientId] as const,
  rates: (clientId: string) => [...billingKeys.all, 'rates', clientId] as const,
  services: () => [...billingKeys.all, 'services'] as const,
  practiceProfile: () => [...billingKeys.all, 'practice-profile'] as const,
  providerProfile: () => [...billingKeys.all, 'provider-profile'] as const,
};

export const billingClientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;
